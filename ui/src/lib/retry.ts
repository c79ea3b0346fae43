/** fetch with exponential back-off, for resources worth waiting for (translation files). */
export interface RetryOptions {
  /** Total attempts, the first one included. */
  attempts?: number;
  /** Wait before the second attempt; each later wait doubles. */
  baseDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BASE_DELAY_MS = 350;

/** The waits between attempts: attempts 5, base 350 -> [350, 700, 1400, 2800]. */
export function retryDelays(attempts = DEFAULT_ATTEMPTS, baseDelayMs = DEFAULT_BASE_DELAY_MS): number[] {
  return Array.from({ length: Math.max(0, attempts - 1) }, (_, index) => baseDelayMs * 2 ** index);
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries network failures and 408/429/5xx answers; other answers (a 404 for a missing file)
 * are returned at once. After the last attempt the last response is returned or its error thrown.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  { attempts = DEFAULT_ATTEMPTS, baseDelayMs = DEFAULT_BASE_DELAY_MS, fetchImpl, sleep = wait }: RetryOptions = {},
): Promise<Response> {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, options?: RequestInit) => fetch(input, options));
  const delays = retryDelays(attempts, baseDelayMs);
  for (let attempt = 0; ; attempt += 1) {
    const delay = delays[attempt];
    try {
      const response = await doFetch(url, init);
      if (!isRetryableStatus(response.status) || delay === undefined) return response;
    } catch (error) {
      if (delay === undefined || init.signal?.aborted) throw error;
    }
    await sleep(delay);
  }
}

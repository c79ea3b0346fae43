import { describe, expect, it, vi } from 'vitest';
import { fetchWithRetry, retryDelays } from './retry';

function harness(answers: (number | Error)[]) {
  const waits: number[] = [];
  const fetchImpl = vi.fn(async () => {
    const next = answers.shift() ?? 200;
    if (next instanceof Error) throw next;
    return new Response('{}', { status: next });
  });
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { waits, fetchImpl, sleep };
}

describe('retryDelays', () => {
  it('starts at 350 ms and doubles, for 5 attempts in total', () => {
    expect(retryDelays()).toEqual([350, 700, 1400, 2800]);
  });
});

describe('fetchWithRetry', () => {
  it('does not wait when the first attempt succeeds', async () => {
    const { waits, fetchImpl, sleep } = harness([200]);
    const response = await fetchWithRetry('/locales/en/common.json', {}, { fetchImpl, sleep });
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('retries network errors and 5xx with the back-off delays', async () => {
    const { waits, fetchImpl, sleep } = harness([new TypeError('Failed to fetch'), 503, 500, 200]);
    const response = await fetchWithRetry('/x', {}, { fetchImpl, sleep });
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([350, 700, 1400]);
  });

  it('gives up after 5 attempts and returns the last answer', async () => {
    const { waits, fetchImpl, sleep } = harness([502, 502, 502, 502, 502, 200]);
    const response = await fetchWithRetry('/x', {}, { fetchImpl, sleep });
    expect(response.status).toBe(502);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([350, 700, 1400, 2800]);
  });

  it('throws the last network error after 5 attempts', async () => {
    const error = new TypeError('Failed to fetch');
    const { waits, fetchImpl, sleep } = harness([error, error, error, error, error]);
    await expect(fetchWithRetry('/x', {}, { fetchImpl, sleep })).rejects.toBe(error);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([350, 700, 1400, 2800]);
  });

  it('does not retry a 404', async () => {
    const { waits, fetchImpl, sleep } = harness([404]);
    expect((await fetchWithRetry('/x', {}, { fetchImpl, sleep })).status).toBe(404);
    expect(waits).toEqual([]);
  });

  it('waits in real time between attempts by default', async () => {
    vi.useFakeTimers();
    try {
      const { fetchImpl } = harness([500, 200]);
      const pending = fetchWithRetry('/x', {}, { fetchImpl });
      await vi.advanceTimersByTimeAsync(349);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

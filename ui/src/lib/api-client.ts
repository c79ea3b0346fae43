/**
 * The one HTTP layer between the UI and the Flask API (base path /api). JSON in, JSON out;
 * 2xx is success, anything else throws an ApiError built from the server's {message, errors} body.
 */
export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  token?: string | null;
  signal?: AbortSignal;
}

/** Field errors as the server reports them, e.g. {json: {email: ['Not a valid email.']}}. */
export type ApiFieldErrors = Record<string, unknown>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: ApiFieldErrors | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, errors?: ApiFieldErrors, body?: unknown) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** Network failure: the request never got an HTTP answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, init: {
  params?: QueryParams;
  body?: unknown;
  options?: RequestOptions;
}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.options?.token) headers.Authorization = `Bearer ${init.options.token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.params), {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }

  const body = await readBody(response);
  if (response.status >= 200 && response.status <= 299) return body as T;

  const message = isRecord(body) && typeof body.message === 'string' && body.message
    ? body.message
    : response.statusText || `HTTP ${response.status}`;
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : undefined;
  throw new ApiError(response.status, message, errors, body);
}

export function apiGet<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, { params, options });
}

export function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return request<T>(method, path, { body, options });
}

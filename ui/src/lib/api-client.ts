/**
 * The one HTTP layer between the UI and the Flask API (base path /api). JSON in, JSON out;
 * 2xx is success, anything else throws an ApiError built from the server's {message, errors} body.
 * Every request says the interface language in Accept-Language, so the server's messages come in it.
 */
import i18next from 'i18next';
import { htmlLang, toLanguage } from './language';

export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of an order. */
  headers?: Record<string, string>;
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

interface RequestParts {
  params?: QueryParams;
  body?: unknown;
  options?: RequestOptions;
  accept?: string;
}

/** The interface language as a BCP 47 tag (ua -> uk); before i18next has one, none (the server says English). */
function acceptLanguage(): string | undefined {
  const current = i18next.resolvedLanguage ?? i18next.language;
  return current ? htmlLang(toLanguage(current)) : undefined;
}

/** Sends the request; a network failure becomes ApiError status 0 (an abort stays an AbortError). */
async function send(method: string, path: string, init: RequestParts): Promise<Response> {
  const headers: Record<string, string> = { ...init.options?.headers, Accept: init.accept ?? 'application/json' };
  const language = acceptLanguage();
  if (language) headers['Accept-Language'] = language;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.options?.token) headers.Authorization = `Bearer ${init.options.token}`;

  try {
    return await fetch(buildUrl(path, init.params), {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

const succeeded = (response: Response): boolean => response.status >= 200 && response.status <= 299;

/** The ApiError of a non-2xx answer, from its {message, errors} body. */
function failure(response: Response, body: unknown): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message
    ? body.message
    : response.statusText || `HTTP ${response.status}`;
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : undefined;
  return new ApiError(response.status, message, errors, body);
}

async function request<T>(method: string, path: string, init: RequestParts): Promise<T> {
  const response = await send(method, path, init);
  const body = await readBody(response);
  if (succeeded(response)) return body as T;
  throw failure(response, body);
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

/** A file the API serves (e.g. a PDF invoice) and the name its Content-Disposition suggests. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

function filenameOf(disposition: string | null): string | null {
  const name = FILENAME.exec(disposition ?? '')?.[1]?.trim();
  if (!name) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** GET of a binary answer; errors follow the same rules as apiGet. */
export async function apiGetBlob(path: string, params?: QueryParams, options?: RequestOptions): Promise<ApiFile> {
  const response = await send('GET', path, { params, options, accept: '*/*' });
  if (!succeeded(response)) throw failure(response, await readBody(response));
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}

/**
 * Sign-in, sign-up and forgotten passwords (/api/users), and the account's wishlist that app/AccountSync keeps
 * in step with the browser's. A sign-in or sign-up answer that carries a `message` is a failure even with a 2xx
 * status (spec section 3); describeFailure turns any failure into what the form shows.
 */
import { apiGet, apiSend, ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/language';

export interface SignInPayload {
  email: string;
  password: string;
}

export interface SignUpPayload extends SignInPayload {
  firstName: string;
  lastName: string;
  /** The language of the shop's later e-mails. */
  language: Language;
  /** An affiliate's referral code (from a `?ref=` link); the server ignores an unknown one. */
  ref?: string;
}

/** A 2xx sign-in or sign-up answer that says why it failed instead of being a session. */
export class SessionRefused extends Error {
  override readonly name = 'SessionRefused';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sessionAnswer(answer: unknown): unknown {
  if (isRecord(answer) && typeof answer.message === 'string' && answer.message) throw new SessionRefused(answer.message);
  return answer;
}

/** POST /api/users/signin: the session object {_id, email, token, status}; the caller stores it (startSession). */
export async function signIn(payload: SignInPayload): Promise<unknown> {
  return sessionAnswer(await apiSend<unknown>('POST', '/users/signin', payload));
}

/** POST /api/users/signup: the new account's session object. */
export async function signUp(payload: SignUpPayload): Promise<unknown> {
  return sessionAnswer(await apiSend<unknown>('POST', '/users/signup', payload));
}

/**
 * POST /api/users/forgot-password with the spec's payload, the email alone: the server mails a link when the
 * address has an account, in the interface language the client sends as Accept-Language.
 */
export async function forgotPassword(payload: { email: string }): Promise<void> {
  await apiSend<unknown>('POST', '/users/forgot-password', payload);
}

/** GET /api/users/reset-password/validate/{token}: resolves while the link works, throws (404: no such link any more) otherwise. */
export async function validateResetToken(token: string, signal?: AbortSignal): Promise<void> {
  await apiGet<unknown>(`/users/reset-password/validate/${encodeURIComponent(token)}`, undefined, { signal });
}

/** POST /api/users/reset-password: the new password, with the mailed token (it works once). */
export async function resetPassword(payload: { token: string; password: string }): Promise<void> {
  await apiSend<unknown>('POST', '/users/reset-password', payload);
}

/**
 * What a form shows after a failed call: the server's message (null when it sent none), one message per field,
 * and whether the shop could not be reached at all.
 */
export interface AuthFailure {
  message: string | null;
  fields: Record<string, string>;
  unreachable: boolean;
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

export function describeFailure(error: unknown): AuthFailure {
  if (error instanceof SessionRefused) return { message: error.message, fields: {}, unreachable: false };
  if (!(error instanceof ApiError)) return { message: null, fields: {}, unreachable: false };
  const body = error.body;
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.errors ?? {})) {
    const text = firstText(value);
    if (text) fields[field] = text;
  }
  return { message, fields, unreachable: error.isNetworkError };
}

/** True when the server says the token is no longer good: the session is over. */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

interface WishlistAnswer {
  products: unknown[];
}

const WISHLIST = '/users/me/wishlist';

/** PUT /api/users/me/wishlist: adds these products to the account's list; answers the whole list (cards). */
export async function mergeAccountWishlist(token: string, ids: string[]): Promise<unknown[]> {
  const answer = await apiSend<WishlistAnswer>('PUT', WISHLIST, { ids }, { token });
  return Array.isArray(answer?.products) ? answer.products : [];
}

/** DELETE /api/users/me/wishlist/{id}: takes one product off the account's list; answers the whole list. */
export async function removeFromAccountWishlist(token: string, id: string): Promise<unknown[]> {
  const answer = await apiSend<WishlistAnswer>('DELETE', `${WISHLIST}/${encodeURIComponent(id)}`, undefined, { token });
  return Array.isArray(answer?.products) ? answer.products : [];
}

/** POST /api/users/confirm-email's answer: the account that now uses the address. */
export interface EmailConfirmed {
  message: string;
  _id: string;
  email: string;
}

/** POST /api/users/confirm-email: the token of the link mailed to the new address (it works once). */
export function confirmEmail(token: string): Promise<EmailConfirmed> {
  return apiSend<EmailConfirmed>('POST', '/users/confirm-email', { token });
}

/** POST /api/users/undo-email: the token of the link mailed to the previous address; every session of the account ends. */
export function undoEmail(token: string): Promise<{ message: string }> {
  return apiSend<{ message: string }>('POST', '/users/undo-email', { token });
}

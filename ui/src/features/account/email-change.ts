/**
 * The e-mail change's rules as the forms and the mailed links' pages need them: when the edit form changes the
 * address (the server then asks for the current password), and the token a link carries after '#'.
 */

/** The address as the server compares it: trimmed, in lower case (one account per address whatever its case). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** True when the typed address is another one than the account's. */
export const changesEmail = (current: string, typed: string): boolean =>
  normaliseEmail(typed) !== '' && normaliseEmail(typed) !== normaliseEmail(current);

/** A mailed token: URL-safe base64 of 256 random bits (43 characters), within the server's 200. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The token of a link's hash ('#abc...'), or null when there is none (a link cut short by a mail client, say). */
export function tokenFromHash(hash: string): string | null {
  let token = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    token = decodeURIComponent(token).trim();
  } catch {
    return null;
  }
  return TOKEN.test(token) ? token : null;
}

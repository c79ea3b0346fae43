/**
 * Log-out: the server revokes the token (POST /api/users/logout), then the stored session is cleared.
 * The session is cleared even when the server cannot be reached, so a shared computer is never left signed in.
 */
import { apiSend } from '@/lib/api-client';
import { endSession, sessionStore } from './session';

export async function signOut(): Promise<void> {
  const token = sessionStore.get()?.token;
  try {
    if (token) await apiSend('POST', '/users/logout', undefined, { token });
  } catch {
    // Revoked, expired or unreachable: nothing left to do on the server side.
  } finally {
    endSession();
  }
}

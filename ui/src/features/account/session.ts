/**
 * The signed-in user's session as the spec stores it (localStorage `user`):
 * {_id, email, token, status}; status 'adm' marks staff. Shared by every component that needs it
 * and kept in sync across tabs.
 */
import { createPersistentStore, useStore } from '@/lib/persistent-store';
import { STORAGE_KEYS } from '@/lib/storage';

export interface Session {
  _id: string;
  email: string;
  token: string;
  status: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored value counts as a session only when it has an email. */
export function parseSession(raw: unknown): Session | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const email = text(record.email).trim();
  if (!email) return null;
  return { _id: text(record._id), email, token: text(record.token), status: text(record.status) };
}

export const sessionStore = createPersistentStore<Session | null>(STORAGE_KEYS.user, parseSession, null);

export function useSession(): Session | null {
  return useStore(sessionStore);
}

/** Keeps a session only when it is one (the server's answer had no message): the spec's storage rule. */
export function startSession(answer: unknown): Session | null {
  const session = parseSession(answer);
  if (session && session.token) sessionStore.set(session);
  return session;
}

/** Forgets the session here and deletes the stored key (the server call that revokes it is signOut's). */
export function endSession(): void {
  sessionStore.clear();
}

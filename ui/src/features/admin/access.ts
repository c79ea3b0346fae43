/**
 * Who is using the admin area, as the app layer hands it in (features do not read each other's stores): the
 * staff session's token and e-mail, and `deny`, which every admin call's failure goes through. The server
 * checks each call; a 401 (the session was revoked) or a 403 (no longer staff) turns the whole area into the
 * not-found page, as for anyone else who is not staff.
 */
import { createContext, useContext } from 'react';
import { ApiError } from '@/lib/api-client';
import type { StaffRole } from './staff/roles';

export interface AdminSession {
  token: string;
  email: string;
}

export interface AdminAccess extends AdminSession {
  /** The member of staff's role, as the server says it (GET /api/admin/staff/me). */
  role: StaffRole;
  /** Hand it any failure: a 401 or 403 closes the admin area; anything else is ignored. */
  deny: (error: unknown) => void;
}

export const AdminAccessContext = createContext<AdminAccess | null>(null);

export function useAdminAccess(): AdminAccess {
  const access = useContext(AdminAccessContext);
  if (!access) throw new Error('useAdminAccess must be used inside the admin area (AdminApp)');
  return access;
}

/** The server's answer for a caller who is not (or no longer) signed-in staff. */
export const isAccessDenied = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The one answer that means the session itself has ended (log-out elsewhere, expiry, revocation). */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * The staff session as the admin shell hands it to its screens (AdminAccessContext, ../access.ts): the bearer
 * token for every call, and `deny`, which any failure goes through (a 401 or 403 closes the admin area).
 */
import { useAdminAccess } from '../access';

export function useAdminToken(): string {
  return useAdminAccess().token;
}

/** Hand a failed call's error to the shell, which closes the admin area when it means "not staff". */
export function useAdminDeny(): (error: unknown) => void {
  return useAdminAccess().deny;
}

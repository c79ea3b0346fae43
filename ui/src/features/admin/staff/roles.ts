/**
 * Staff roles as the server names them (GET /api/admin/staff/me). The server refuses every call a role may not
 * make; this table only decides which sections the admin area offers, so nobody is shown a screen they cannot use.
 */
export const STAFF_ROLES = ['owner', 'manager', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who runs the shop day to day: the sections without a role list of their own. */
export const RUNNING_ROLES: readonly StaffRole[] = ['owner', 'manager'];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether `role` may open a section offered to `roles` (by default, the staff who run the shop). */
export const mayOpen = (role: StaffRole, roles: readonly StaffRole[] = RUNNING_ROLES): boolean => roles.includes(role);

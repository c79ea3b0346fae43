/** The staff screens under /admin-dash, kept in the admin chunk (the shop's own paths stay in config/paths.ts). */
export const staffPaths = {
  parcels: { path: 'parcels', href: () => '/admin-dash/parcels' },
  staff: { path: 'staff', href: () => '/admin-dash/staff' },
} as const;

/** The promotions screen under /admin-dash, kept in the admin chunk (the shop's own paths stay in config/paths.ts). */
export const promotionPaths = {
  list: { path: 'promotions', href: () => '/admin-dash/promotions' },
} as const;

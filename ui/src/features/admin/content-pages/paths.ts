/** The information pages' screens under /admin-dash, kept in the admin chunk (the shop's own paths stay in config/paths.ts). */
export const contentPagePaths = {
  list: { path: 'pages', href: () => '/admin-dash/pages' },
  create: { path: 'pages/new', href: () => '/admin-dash/pages/new' },
  edit: { path: 'pages/:slug', href: (slug: string) => `/admin-dash/pages/${encodeURIComponent(slug)}` },
} as const;

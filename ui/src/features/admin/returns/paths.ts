/** The returns screens under /admin-dash, kept in the admin chunk (the shop's own paths stay in config/paths.ts). */
const segment = encodeURIComponent;

export const returnPaths = {
  list: { path: 'returns', href: () => '/admin-dash/returns' },
  one: { path: 'returns/:id', href: (id: string) => `/admin-dash/returns/${segment(id)}` },
  rules: { path: 'return-rules', href: () => '/admin-dash/return-rules' },
} as const;

import { paths } from '@/config/paths';

export interface ShellParts {
  header: boolean;
  categoryBar: boolean;
  footer: boolean;
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Which parts of the shell a page shows: no header, category bar or footer in the admin area;
 * no category bar on the sign-in and registration pages; no footer there nor during checkout.
 */
export function shellParts(pathname: string): ShellParts {
  const path = pathname.replace(/\/+$/, '') || '/';
  const admin = isUnder(path, paths.admin.path);
  const auth = path === paths.account.authorization.path || path === paths.account.registration.path;
  const checkout = isUnder(path, paths.cart.checkout.path);
  return { header: !admin, categoryBar: !admin && !auth, footer: !admin && !auth && !checkout };
}

/**
 * /admin-dash/*: the guard and the app's glue for the admin area (features do not import each other). Only a
 * signed-in user whose session status is adm gets the area, a lazily loaded chunk the storefront never downloads,
 * with the session's token handed in; everyone else gets the not-found page, which redirects to /. The server
 * checks every admin call as well; a 401 there ends the session here (the area then shows the not-found page).
 */
import type { ReactNode } from 'react';
import { endSession, useSession, type Session } from '@/features/account/session';
import i18n from '@/lib/i18n';
import { lazyComponent, withQueryClient } from './lazy-page';

/** The admin screens' namespaces: this area's own, the catalogue screens' and the shared form and error words. */
export const ADMIN_NAMESPACES = ['admin', 'admin-catalogue', 'admin-gift-cards', 'admin-promotions', 'admin-returns', 'admin-settings', 'admin-staff', 'admin-pages', 'shop'];

/** Link the admin stylesheet once; resolves when it has loaded (or failed: the screens still work unstyled). */
function loadStylesheet(href: string): Promise<void> {
  if (!href || document.querySelector(`link[data-admin-stylesheet]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.adminStylesheet = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

const AdminApp = lazyComponent(
  withQueryClient(async () => {
    const [module] = await Promise.all([
      import('@/features/admin/AdminApp'),
      i18n.loadNamespaces(ADMIN_NAMESPACES),
      loadStylesheet(__ADMIN_STYLESHEET__),
    ]);
    return module;
  }),
);

export const isStaff = (session: Session | null): session is Session =>
  session !== null && session.status === 'adm' && session.token !== '';

/** `notFound`: the shop's not-found page, shown to everyone who is not staff. The router loads it lazily. */
export default function AdminRoute({ notFound }: { notFound: ReactNode }) {
  const session = useSession();
  if (!isStaff(session)) {
    return (
      <main id="main" className="site-main site-main--bare" tabIndex={-1}>
        {notFound}
      </main>
    );
  }
  return <AdminApp token={session.token} email={session.email} onSessionEnded={endSession} />;
}

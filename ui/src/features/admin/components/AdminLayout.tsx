import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useAdminAccess } from '../access';
import { AdminNav } from './AdminNav';

/** Wider than this the sidebar stays in view; at 767 px and under it is a drawer (GUIDE section 3). */
const DESKTOP = '(min-width: 768px)';

/**
 * The admin frame: no storefront header or footer; a sidebar of sections beside the page, which on small screens
 * becomes a slide-in drawer behind a burger button (focus kept inside, closed by Escape, the close button, a
 * click outside or choosing a link).
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { email } = useAdminAccess();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const titleId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A new screen starts at its top, as after a full page load.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  // The drawer has no place on a wide screen: turning a tablet or widening the window closes it.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(DESKTOP);
    const onChange = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="icon-button admin-topbar__burger"
          aria-label={t('layout.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <p className="admin-topbar__title">{t('layout.title')}</p>
      </header>
      <div className="admin-sidebar">
        <p className="admin-brand">
          Dance Fabrics <span className="admin-brand__tag">{t('layout.tag')}</span>
        </p>
        <AdminNav />
        <p className="admin-sidebar__user">{t('layout.signedInAs', { email })}</p>
      </div>
      <Modal open={menuOpen} onClose={closeMenu} labelledBy={titleId} variant="drawer" className="drawer admin-drawer">
        <div className="drawer__header">
          <h2 className="drawer__title" id={titleId}>
            {t('layout.menu')}
          </h2>
          <ModalCloseButton label={t('layout.closeMenu')} onClick={closeMenu} />
        </div>
        <div className="drawer__body">
          <AdminNav onNavigate={closeMenu} />
          <p className="admin-sidebar__user">{t('layout.signedInAs', { email })}</p>
        </div>
      </Modal>
      <main id="main" className="admin-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="admin-loading">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

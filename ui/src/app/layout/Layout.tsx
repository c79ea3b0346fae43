import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { useCallbackFormRequests } from '@/lib/ui-events';
import Header from './Header';
import { CallbackModal, Footer, loadCallbackModal, preload } from './lazy-parts';
import { shellParts } from './shell-parts';
import { ShellBoundary } from './ShellBoundary';

type CallbackState = 'never-opened' | 'open' | 'closed';

/** Header, page and footer around every route; the admin area gets the page alone. */
export function Layout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // A new page starts at its top, as after a full page load.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const parts = shellParts(pathname);
  const [callback, setCallback] = useState<CallbackState>('never-opened');

  const openCallback = useCallback(() => {
    preload(loadCallbackModal);
    setCallback('open');
  }, []);
  const closeCallback = useCallback(() => setCallback('closed'), []);
  // Pages (the contact page) ask for the form with openCallbackForm().
  useCallbackFormRequests(openCallback);

  return (
    <>
      {parts.header && (
        <>
          <a className="skip-link" href="#main">
            {t('header.skipToContent')}
          </a>
          <ShellBoundary>
            <Header showCategoryBar={parts.categoryBar} onOrderCall={openCallback} />
          </ShellBoundary>
        </>
      )}
      <main id="main" className={parts.header ? 'site-main' : 'site-main site-main--bare'} tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </main>
      {parts.footer && (
        <ShellBoundary>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </ShellBoundary>
      )}
      {callback !== 'never-opened' && (
        <ShellBoundary>
          <Suspense fallback={null}>
            <CallbackModal open={callback === 'open'} onClose={closeCallback} />
          </Suspense>
        </ShellBoundary>
      )}
    </>
  );
}

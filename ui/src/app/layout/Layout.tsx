import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Minimal shell: fixed header, page outlet, footer. The full header/menus/footer replace it. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner container">
          <Link className="site-header__logo" to={paths.home.href()}>
            <img src="/logo.svg" alt={t('layout.logoAlt')} width="180" height="40" />
          </Link>
          <nav className="site-nav" aria-label={t('layout.mainNavigation')}>
            <NavLink className="site-nav__link" to={paths.newProducts.href()}>
              {t('nav.new')}
            </NavLink>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>{t('layout.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </>
  );
}

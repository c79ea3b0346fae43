import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/session';
import { useCartCount } from '@/features/cart/saved-cart';
import { CurrencyDropdown } from '@/features/currency/components/CurrencyDropdown';
import { LanguageDropdown } from '@/features/language/components/LanguageDropdown';
import { CategoryBar } from './CategoryBar';
import { BagIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from './icons';
import { loadMobileMenu, loadSearchBox, MobileMenu, preload, SearchBox } from './lazy-parts';
import { PhoneDropdown } from './PhoneDropdown';
import { ShellBoundary } from './ShellBoundary';

interface HeaderProps {
  showCategoryBar: boolean;
  onOrderCall: () => void;
}

type Panel = 'search' | 'menu';

/** The fixed header: logo, phone, currency, language, search, wishlist, account and cart; burger on mobile. */
export default function Header({ showCategoryBar, onOrderCall }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const count = useCartCount();
  const session = useSession();
  // Remembering the page a panel was opened on closes it after any navigation.
  const [opened, setOpened] = useState<{ panel: Panel; pathname: string } | null>(null);
  const panel = opened?.pathname === pathname ? opened.panel : null;
  const searchToggleRef = useRef<HTMLAnchorElement>(null);

  const toggle = (next: Panel) => setOpened(panel === next ? null : { panel: next, pathname });
  const closePanel = useCallback(() => setOpened(null), []);
  const closeSearch = useCallback(() => {
    setOpened(null);
    searchToggleRef.current?.focus();
  }, []);

  const accountHref = session ? paths.account.href() : paths.account.authorization.href();
  // Worded to need no plural form in any language ("Cart, items: 3"), so the number is a plain value, not a count.
  const cartLabel = count > 0 ? t('header.cartWithCount', { items: count }) : t('header.cart');

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <div className="site-header__start">
          <button
            type="button"
            className="icon-button site-header__burger"
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={panel === 'menu'}
            onPointerEnter={() => preload(loadMobileMenu)}
            onFocus={() => preload(loadMobileMenu)}
            onClick={() => toggle('menu')}
          >
            <MenuIcon />
          </button>
          <PhoneDropdown className="site-header__desktop-only" onOrderCall={onOrderCall} />
        </div>
        <Link className="site-header__logo" to={paths.home.href()}>
          <img src="/logo.svg" alt={t('header.logoAlt')} width="220" height="48" />
        </Link>
        <div className="site-header__end">
          <CurrencyDropdown className="site-header__desktop-only" />
          <LanguageDropdown className="site-header__desktop-only" />
          <nav className="site-header__icons" aria-label={t('header.shopping')}>
            {/* A link to the search page (for a new tab, or without scripts) that opens the search box. */}
            <Link
              ref={searchToggleRef}
              to={paths.search.href()}
              className="icon-button"
              aria-label={panel === 'search' ? t('header.closeSearch') : t('header.openSearch')}
              aria-expanded={panel === 'search'}
              onPointerEnter={() => preload(loadSearchBox)}
              onFocus={() => preload(loadSearchBox)}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                toggle('search');
              }}
            >
              <SearchIcon />
            </Link>
            <Link
              className="icon-button site-header__desktop-only"
              to={paths.wishlist.href()}
              aria-label={t('header.wishlist')}
            >
              <HeartIcon />
            </Link>
            <Link className="icon-button" to={accountHref} aria-label={session ? t('header.account') : t('header.signIn')}>
              <UserIcon />
            </Link>
            <Link className="icon-button cart-link" to={paths.cart.href()} aria-label={cartLabel}>
              <BagIcon />
              {count > 0 && (
                <span className="cart-link__badge" aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Link>
          </nav>
        </div>
      </div>
      {showCategoryBar && <CategoryBar />}
      {panel === 'search' && (
        <ShellBoundary>
          <Suspense fallback={null}>
            <SearchBox onClose={closeSearch} toggleRef={searchToggleRef} />
          </Suspense>
        </ShellBoundary>
      )}
      {panel === 'menu' && (
        <ShellBoundary>
          <Suspense fallback={null}>
            <MobileMenu
              open
              onClose={closePanel}
              onOrderCall={onOrderCall}
              accountHref={accountHref}
              signedIn={session !== null}
            />
          </Suspense>
        </ShellBoundary>
      )}
    </header>
  );
}

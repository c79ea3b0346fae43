import { Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuSkeleton } from '@/features/menu/components/MenuSkeleton';
import type { MegaMenuKey } from '@/features/menu/types';
import { CATEGORY_ENTRIES } from './categories';
import { loadMegaMenuPanel, loadQueryClient, MegaMenuPanel, preload } from './lazy-parts';
import { ShellBoundary } from './ShellBoundary';

/** Moving the pointer from an entry to its panel (or across a gap) must not close the menu. */
const CLOSE_DELAY_MS = 120;

/**
 * The category bar. A mega menu opens on hover and on keyboard focus of its entry; it closes on
 * mouse leave, Esc, focus leaving it, or a chosen link. One menu at most is open. Keyboard: Tab moves
 * from entry to entry, the down arrow goes into the open panel, Esc goes back to the entry.
 */
export function CategoryBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Remembering the page a menu was opened on closes it after any navigation.
  const [opened, setOpened] = useState<{ menu: MegaMenuKey; pathname: string } | null>(null);
  const active = opened?.pathname === pathname ? opened.menu : null;
  const closeTimer = useRef<number | undefined>(undefined);
  // Focus given back to an entry after Esc must not reopen its menu.
  const refocusing = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Fetch the panels' code once the page is idle, so the first hover only waits for its data.
  useEffect(() => {
    const warm = () => preload(loadMegaMenuPanel);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 2000);
    return () => clearTimeout(timer);
  }, []);

  const open = (menu: MegaMenuKey) => {
    window.clearTimeout(closeTimer.current);
    // The panel's chunk, then its data; both are cached after the first time.
    preload(() =>
      Promise.all([loadMegaMenuPanel(), loadQueryClient()]).then(([module, client]) => module.prefetchMegaMenu(client, menu)),
    );
    setOpened({ menu, pathname });
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpened(null);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpened(null), CLOSE_DELAY_MS);
  };

  const onFocusLeave = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, menu: MegaMenuKey) => {
    const link = event.currentTarget.querySelector<HTMLElement>('.category-bar__link');
    if (event.key === 'Escape' && active === menu) {
      event.preventDefault();
      close();
      refocusing.current = true;
      link?.focus();
      refocusing.current = false;
    } else if (event.key === 'ArrowDown' && event.target === link) {
      event.preventDefault();
      if (active !== menu) flushSync(() => open(menu));
      event.currentTarget.querySelector<HTMLElement>('.mega-menu a')?.focus();
    } else if (event.key === 'Tab' && !event.shiftKey && event.target === link && active === menu) {
      // Tab moves along the bar; the panel's links are reached with the down arrow.
      flushSync(close);
    }
  };

  return (
    <nav className="category-bar" aria-label={t('categories.label')}>
      <ul className="category-bar__list container">
        {CATEGORY_ENTRIES.map(({ key, href, menu }) => (
          <li
            key={key}
            className="category-bar__item"
            onMouseEnter={menu ? () => open(menu) : close}
            onMouseLeave={menu ? closeSoon : undefined}
            onBlur={menu ? onFocusLeave : undefined}
            onKeyDown={menu ? (event) => onKeyDown(event, menu) : undefined}
          >
            <NavLink
              className={key === 'sale' ? 'category-bar__link category-bar__link--sale' : 'category-bar__link'}
              to={href}
              aria-expanded={menu ? active === menu : undefined}
              aria-controls={menu && active === menu ? `mega-menu-${menu}` : undefined}
              onFocus={menu ? () => !refocusing.current && active !== menu && open(menu) : close}
              onClick={close}
            >
              {t(`categories.${key}`)}
            </NavLink>
            {menu && active === menu && (
              <div className="mega-menu" id={`mega-menu-${menu}`}>
                <div className="mega-menu__inner container">
                  <ShellBoundary>
                    <Suspense fallback={<MenuSkeleton label={t('megaMenu.loading')} />}>
                      <MegaMenuPanel menu={menu} onNavigate={close} />
                    </Suspense>
                  </ShellBoundary>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

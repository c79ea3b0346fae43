import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminAccess } from '../access';
import { contentPagePaths } from '../content-pages/paths';
import { promotionPaths } from '../promotions/paths';
import { returnPaths } from '../returns/paths';
import { staffPaths } from '../staff/paths';
import { mayOpen, type StaffRole } from '../staff/roles';

const icon = (d: string): ReactNode => (
  <svg className="admin-nav__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);

const ICONS = {
  info: icon('M4 13h6V4H4v9Zm0 7h6v-5H4v5Zm8 0h8v-9h-8v9Zm0-16v5h8V4h-8Z'),
  queries: icon('M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z'),
  products: icon('m12 2 9 4.5v11L12 22l-9-4.5v-11L12 2Zm0 2.2L6.2 7 12 9.8 17.8 7 12 4.2ZM5 8.6v7.7l6 3V11.6l-6-3Zm14 0-6 3v7.7l6-3V8.6Z'),
  orders: icon('M7 4V3h10v1h3v18H4V4h3Zm0 2H6v14h12V6h-1v1H7V6Zm2-1v0h6V5H9Zm-1 5h8v2H8v-2Zm0 4h8v2H8v-2Z'),
  mainSlider: icon('M3 5h18v14H3V5Zm2 2v8.6l4-4 3 3 2-2 5 5V7H5Zm11 2.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z'),
  colors: icon('M12 3a9 9 0 0 0 0 18c1 0 1.6-.8 1.6-1.6 0-.4-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3Zm-5.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z'),
  categories: icon('M3 4h8v6H3V4Zm2 2v2h4V6H5Zm1 5h2v3h4v2H8v3h4v2H6v-10Zm8 1h7v5h-7v-5Zm2 2v1h3v-1h-3Zm-2 5h7v4h-7v-4Z'),
  brands: icon('M3 3h8.6l9.4 9.4-8.6 8.6L3 11.6V3Zm2 2v5.8l7.4 7.4 5.8-5.8L10.8 5H5Zm2.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z'),
  parcels: icon('M12 2 3 6.5v11L12 22l9-4.5v-11L12 2Zm0 2.3 6.3 3.1-2.4 1.2-6.3-3.1L12 4.3ZM7.4 6.6l6.3 3.1L12 10.6 5.7 7.4l1.7-.8ZM5 9.1l6 3v7.3l-6-3V9.1Zm14 0v7.3l-6 3v-7.3l6-3Z'),
  staff: icon('M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm8 3a3 3 0 1 1 0-6 3 3 0 0 1 0 6ZM1 20c0-3.3 3.6-6 8-6s8 2.7 8 6v1H1v-1Zm2.2-1h11.6c-.6-1.7-2.9-3-5.8-3s-5.2 1.3-5.8 3Zm14.8-6c2.8.3 5 2.1 5 4.5V19h-4v-2c0-1.6-.4-3-1-4Z'),
  giftCards: icon('M20 7h-2.2a3 3 0 0 0-5.8-2.4A3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v4h1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8h1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2a2 2 0 0 1 2-2ZM9 5a2 2 0 0 1 2 2H9a1 1 0 1 1 0-2ZM5 9h6v2H5V9Zm1 4h5v6H6v-6Zm12 6h-5v-6h5v6Zm1-8h-6V9h6v2Z'),
  promotions: icon('M21.4 11.6 12.4 2.6A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9a2 2 0 0 0 2.8 0l7-7a2 2 0 0 0 0-2.8ZM13 20 4 11V4h7l9 9-7 7ZM6.5 8a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm2.3 7.6 6.8-6.8 1.4 1.4-6.8 6.8-1.4-1.4Z'),
  pages: icon('M6 2h9l5 5v15H4V2h2Zm0 2v16h12V8h-4V4H6Zm2 7h8v2H8v-2Zm0 4h8v2H8v-2Zm0-8h4v2H8V7Z'),
  returns: icon('M12 4a8 8 0 1 1-7.7 10h2.1A6 6 0 1 0 8 7.3L10 9.3H3V2.3l2.6 2.6A8 8 0 0 1 12 4Zm-1 4h2v5h4v2h-6V8Z'),
  settings: icon('M13.9 2h-3.8l-.5 2.7a8 8 0 0 0-1.8 1L5.2 4.8 3.3 8.1l2.1 1.8a8 8 0 0 0 0 2.2l-2.1 1.8 1.9 3.3 2.6-.9a8 8 0 0 0 1.8 1l.5 2.7h3.8l.5-2.7a8 8 0 0 0 1.8-1l2.6.9 1.9-3.3-2.1-1.8a8 8 0 0 0 0-2.2l2.1-1.8-1.9-3.3-2.6.9a8 8 0 0 0-1.8-1L13.9 2ZM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z'),
  exit: icon('M10 3h9a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-9v-2h9V5h-9V3Zm.6 5.4L12 7l5 5-5 5-1.4-1.4 2.6-2.6H3v-2h10.2l-2.6-2.6Z'),
};

type Section = Exclude<keyof typeof ICONS, 'exit'>;

/** ``roles``: who is offered the section (by default the staff who run the shop; the server checks every call). */
type SectionLink = { key: Section; href: string; end?: boolean; also?: string; roles?: readonly StaffRole[] };

const SECTIONS: SectionLink[] = [
  { key: 'info', href: paths.admin.href(), end: true },
  { key: 'queries', href: paths.admin.queries.href() },
  { key: 'products', href: paths.admin.allProducts.href() },
  // An order's page belongs to Orders.
  { key: 'orders', href: paths.admin.viewOrder.href(), also: paths.admin.orderDetails.path.replace('/:id', '/') },
  { key: 'mainSlider', href: paths.admin.mainSlider.href() },
  { key: 'colors', href: paths.admin.colors.href() },
];

/** How the shop itself is run beside the spec's screens: the warehouse's parcels, gift cards, the information pages,
 * the shop's own details (settings), the owners' staff list. */
const SHOP: SectionLink[] = [
  { key: 'parcels', href: staffPaths.parcels.href(), roles: ['owner', 'manager', 'warehouse'] },
  { key: 'giftCards', href: paths.admin.giftCards.href() },
  { key: 'promotions', href: promotionPaths.list.href() },
  // A return's page and the return rules belong to Returns.
  { key: 'returns', href: returnPaths.list.href(), also: returnPaths.rules.href() },
  { key: 'pages', href: contentPagePaths.list.href() },
  { key: 'settings', href: paths.admin.settings.href(), roles: ['owner'] },
  { key: 'staff', href: staffPaths.staff.href(), roles: ['owner'] },
];

/** The catalogue's structure, which staff edit beside the spec's screens: a group of its own below the sections. */
const CATALOGUE: SectionLink[] = [
  { key: 'categories', href: paths.admin.categories.href() },
  { key: 'brands', href: paths.admin.brands.href() },
];

function SectionLinks({ sections, onNavigate }: { sections: SectionLink[]; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { t: staffWords } = useTranslation('admin-staff');
  const { t: pageWords } = useTranslation('admin-pages');
  const { t: returnWords } = useTranslation('admin-returns');
  const { t: promotionWords } = useTranslation('admin-promotions');
  const label = (key: Section) =>
    key === 'parcels' || key === 'staff'
      ? staffWords(`nav.${key}`)
      : key === 'pages'
        ? pageWords('nav.pages')
        : key === 'returns'
          ? returnWords('nav.returns')
          : key === 'promotions'
            ? promotionWords('nav.promotions')
            : t(`nav.${key}`);
  const { role } = useAdminAccess();
  const { pathname } = useLocation();
  return sections.filter((section) => mayOpen(role, section.roles)).map(({ key, href, end, also }) => (
    <li key={key}>
      <NavLink
        to={href}
        end={end}
        onClick={onNavigate}
        className={({ isActive }) =>
          isActive || (also !== undefined && pathname.startsWith(also)) ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link'
        }
      >
        {ICONS[key]}
        {label(key)}
      </NavLink>
    </li>
  ));
}

/**
 * The admin sections (SPEC section 2): Info, Queries, Products, Orders, Main Slider, Colors, then Exit to the shop;
 * below them the catalogue's structure (categories, brands) in a navigation of its own.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { t: staffWords } = useTranslation('admin-staff');
  const { role } = useAdminAccess();
  const catalogueId = useId();
  const shopId = useId();
  return (
    <>
      <nav className="admin-nav" aria-label={t('nav.label')}>
        <ul className="admin-nav__list">
          <SectionLinks sections={SECTIONS} onNavigate={onNavigate} />
          <li className="admin-nav__exit">
            <Link to={paths.home.href()} className="admin-nav__link" onClick={onNavigate}>
              {ICONS.exit}
              {t('nav.exit')}
            </Link>
          </li>
        </ul>
      </nav>
      <nav className="admin-nav admin-nav--group" aria-labelledby={shopId}>
        <p className="admin-nav__group" id={shopId}>
          {staffWords('nav.group')}
        </p>
        <ul className="admin-nav__list">
          <SectionLinks sections={SHOP} onNavigate={onNavigate} />
        </ul>
      </nav>
      {mayOpen(role) && (
        <nav className="admin-nav admin-nav--group" aria-labelledby={catalogueId}>
          <p className="admin-nav__group" id={catalogueId}>
            {t('nav.catalogue')}
          </p>
          <ul className="admin-nav__list">
            <SectionLinks sections={CATALOGUE} onNavigate={onNavigate} />
          </ul>
        </nav>
      )}
    </>
  );
}

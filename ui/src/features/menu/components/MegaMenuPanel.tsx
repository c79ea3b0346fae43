import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toLanguage } from '@/lib/language';
import { menuQueries } from '../api';
import { brandLinks, categoryGroups, fabricGroups, menuLandingHref, type MenuGroup, type MenuLink } from '../menu-links';
import type { CategoryMenuKey, MegaMenuKey } from '../types';
import { MenuSkeleton } from './MenuSkeleton';

/** Loaded with the panel, so the category bar can start the data request once the chunk is in. */
export { prefetchMegaMenu } from '../api';

interface MegaMenuPanelProps {
  menu: MegaMenuKey;
  /** Called when a link is chosen: the menu closes. */
  onNavigate: () => void;
}

/** The contents of one mega menu: a header row and a 3-column grid of links (skeletons while loading). */
export default function MegaMenuPanel({ menu, onNavigate }: MegaMenuPanelProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <div className="mega-menu__header">
        <Link className="mega-menu__all" to={menuLandingHref[menu]} onClick={onNavigate}>
          {t(`megaMenu.all.${menu}`)}
          <span aria-hidden="true"> →</span>
        </Link>
        {menu === 'fabrics' && (
          <Link className="mega-menu__feature" to={paths.browseByColor.href()} onClick={onNavigate}>
            <span className="mega-menu__swatches" aria-hidden="true" />
            {t('megaMenu.browseByColor')}
          </Link>
        )}
      </div>
      {menu === 'brands' ? <BrandsGrid onNavigate={onNavigate} /> : <CategoryGrid menu={menu} onNavigate={onNavigate} />}
    </>
  );
}

function BrandsGrid({ onNavigate }: { onNavigate: () => void }) {
  const query = useQuery(menuQueries.brands());
  if (!query.data) return <Pending error={query.isError} retry={() => void query.refetch()} />;
  return (
    <ul className="mega-menu__grid mega-menu__grid--links">
      {brandLinks(query.data).map((link) => (
        <li key={link.key}>
          <MenuItemLink link={link} className="mega-menu__brand" onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function CategoryGrid({ menu, onNavigate }: { menu: CategoryMenuKey; onNavigate: () => void }) {
  const { i18n } = useTranslation();
  const query = useQuery(menuQueries.tree(menu));
  if (!query.data) return <Pending error={query.isError} retry={() => void query.refetch()} />;
  const language = toLanguage(i18n.resolvedLanguage);
  const groups: MenuGroup[] =
    menu === 'fabrics' ? fabricGroups(query.data, language) : categoryGroups(menu, query.data, language);
  return (
    <ul className="mega-menu__grid">
      {groups.map((group) => (
        <li className="mega-menu__group" key={group.key}>
          <MenuItemLink link={group} className="mega-menu__heading" onNavigate={onNavigate} />
          {group.links.length > 0 && (
            <ul className="mega-menu__links">
              {group.links.map((link) => (
                <li key={link.key}>
                  <MenuItemLink link={link} className="mega-menu__link" onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuItemLink({ link, className, onNavigate }: { link: MenuLink; className: string; onNavigate: () => void }) {
  return (
    <Link className={className} to={link.href} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

function Pending({ error, retry }: { error: boolean; retry: () => void }) {
  const { t } = useTranslation('shell');
  if (!error) return <MenuSkeleton label={t('megaMenu.loading')} />;
  return (
    <div className="mega-menu__error" role="alert">
      <p>{t('megaMenu.error')}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('megaMenu.retry')}
      </button>
    </div>
  );
}

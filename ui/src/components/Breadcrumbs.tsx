import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Home › ... › current page. The last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('shop');
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), href: paths.home.href() }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="breadcrumbs__item">
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Skeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useBrands } from '../api';
import { BrandLogo } from '../components/BrandLogo';

/** /brands: every brand the shop carries, as logo tiles. */
export default function BrandsPage() {
  const { t } = useTranslation('catalog');
  const brands = useBrands();
  const title = t('brandsPage.title');
  useDocumentTitle(title);

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={t('brandsPage.intro')} />
      {brands.isPending ? (
        <ul className="brand-grid" aria-busy="true">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index}>
              <Skeleton shape="block" className="brand-grid__skeleton" />
            </li>
          ))}
        </ul>
      ) : brands.isError ? (
        <ErrorNotice message={t('brandsPage.error')} onRetry={() => void brands.refetch()} retrying={brands.isFetching} />
      ) : (
        <ul className="brand-grid">
          {brands.data.map((brand, index) => (
            <li key={brand.slug}>
              <Link className="brand-card" to={paths.brands.brand.href(brand.slug)}>
                <BrandLogo brand={brand} eager={index < 8} decorative />
                <span className="brand-card__name">{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { categoryName } from '@/components/category-name';
import type { CategoryNode } from '@/components/product-types';
import { useMergedColours } from '@/components/ListingFilters';
import { NotFound } from '@/components/NotFound';
import { PageHeader } from '@/components/PageHeader';
import { ProductListing, SubcategoryLinks } from '@/components/ProductListing';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { isNotFoundError, useListingParams } from '@/components/useListingParams';
import { paths } from '@/config/paths';
import { useBrandListing, useColourFacets } from '../api';
import { BrandLogo } from '../components/BrandLogo';

/** /brands/{manufacturer}[/{category3}[/{category4}]]: a brand's products, narrowed by its categories. */
export default function BrandPage() {
  const { manufacturer = '', category3, category4 } = useParams();
  return <BrandListing key={[manufacturer, category3, category4].join('/')} brand={manufacturer} category3={category3} category4={category4} />;
}

function BrandListing({ brand, category3, category4 }: { brand: string; category3?: string; category4?: string }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { apiParams } = useListingParams();
  const listing = useBrandListing(brand, category3, category4, apiParams);
  const merged = useMergedColours(useColourFacets({ ct5: brand }).data);
  const data = listing.data;
  const tree = data?.categories ?? [];
  const level3 = category3 ? tree.find((node) => node.slug === category3.toLowerCase()) : undefined;
  const level4 = category4 ? level3?.children.find((node) => node.slug === category4.toLowerCase()) : undefined;
  const name = (node: CategoryNode) => categoryName(node, language);
  const brandName = data?.brand.name ?? null;
  const title = !brandName ? null : level4 ? `${brandName}: ${name(level4)}` : level3 ? `${brandName}: ${name(level3)}` : brandName;
  useDocumentTitle(title);

  if (isNotFoundError(listing.error)) return <NotFound />;
  // The brand's logo, heading and categories come with its first page: until then the page waits whole (the main
  // area keeps its height), so they never push the listing down when they arrive.
  if (listing.isPending) return <div className="container page" aria-busy="true" />;

  const brandsLabel = t('brandsPage.title');
  const crumbs = [
    { label: brandsLabel, href: paths.brands.href() },
    ...(brandName ? [{ label: brandName, href: paths.brands.brand.href(brand) }] : []),
    ...(level3 && category3 ? [{ label: name(level3), href: paths.brands.category.href(brand, category3) }] : []),
    ...(level4 ? [{ label: name(level4) }] : []),
  ];
  const links = level3
    ? level3.children.map((child) => ({
        label: name(child),
        href: paths.brands.subcategory.href(brand, level3.slug, child.slug),
        count: child.count,
        current: child.slug === category4?.toLowerCase(),
      }))
    : tree.map((node) => ({ label: name(node), href: paths.brands.category.href(brand, node.slug), count: node.count }));
  // Facet counts cover the whole brand, so they are only shown on its main page.
  const colours = merged?.map((colour) => (category3 ? { ...colour, count: 0 } : colour));

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={crumbs}>
        {data && (
          <div className="brand-hero">
            <BrandLogo brand={data.brand} eager />
          </div>
        )}
        <SubcategoryLinks items={links} label={t('subcategories', { name: title ?? brand })} />
      </PageHeader>
      <ProductListing query={listing} defaultSort="newest" colours={colours} label={t('listing.label', { name: title ?? brand })} />
    </div>
  );
}

import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryName } from '@/components/category-name';
import { ErrorNotice } from '@/components/ErrorNotice';
import { useShopActions } from '@/components/product-actions';
import { ProductGrid } from '@/components/ProductGrid';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { categoryHref, paths } from '@/config/paths';
import { HOME_STRIP_LIMIT, NEW_ARRIVALS_LIMIT, useBrands, useCategoryTree, useNewProducts, useSaleProducts } from '../api';
import { BrandLogo } from '../components/BrandLogo';
import { MainSlider } from '../components/MainSlider';

const CATEGORY_TILES = [
  { key: 'fabrics', href: paths.fabrics.href() },
  { key: 'crystals', href: paths.crystals.href() },
  { key: 'accessories', href: paths.accessories.href() },
  { key: 'collections', href: paths.collections.href() },
  { key: 'giftCards', href: paths.giftCards.href() },
] as const;

/** The spec's brand-logo list (ids 0-4). */
export const BRAND_LOGOS = [
  { id: 0, name: 'Astella', slug: 'astella' },
  { id: 1, name: 'Carvico', slug: 'carvico' },
  { id: 2, name: 'Chrisanne', slug: 'chrisanne' },
  { id: 3, name: 'DSI', slug: 'dsi' },
  { id: 4, name: 'Seven', slug: 'seven' },
] as const;

function NewArrivals() {
  return <ProductStrip kind="new" query={useNewProducts(NEW_ARRIVALS_LIMIT)} />;
}

function OnSale() {
  return <ProductStrip kind="sale" query={useSaleProducts(HOME_STRIP_LIMIT)} />;
}

function ProductStrip({ kind, query }: { kind: 'new' | 'sale'; query: ReturnType<typeof useNewProducts> }) {
  const { t } = useTranslation('catalog');
  const key = kind === 'new' ? 'newArrivals' : 'onSale';

  if (query.isError) {
    return <ErrorNotice message={t(`home.${key}.error`)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data && query.data.length === 0) return <p className="notice">{t(`home.${key}.empty`)}</p>;
  return (
    <ProductGrid
      products={query.data}
      loading={query.isPending}
      skeletons={kind === 'new' ? NEW_ARRIVALS_LIMIT : HOME_STRIP_LIMIT}
      layout="row"
      label={t(`home.${key}.title`)}
    />
  );
}

function BrandLogos() {
  const { t } = useTranslation('catalog');
  const brands = useBrands();
  return (
    <ul className="brand-logos">
      {BRAND_LOGOS.map((brand) => {
        const logo = brands.data?.find((item) => item.slug === brand.slug)?.logo ?? null;
        return (
          <li key={brand.id}>
            <Link className="brand-logos__link" to={paths.brands.brand.href(brand.slug)} aria-label={t('home.brands.linkLabel', { brand: brand.name })}>
              <BrandLogo brand={{ name: brand.name, logo }} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Collections() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const tree = useCategoryTree('collections');
  const items = tree.data?.children ?? [];
  if (tree.isError || (tree.data && items.length === 0)) return null;
  return (
    <section className="container section" aria-labelledby="home-collections">
      <div className="section__header">
        <h2 id="home-collections" className="section__title">{t('home.collections.title')}</h2>
        <Link className="section__more" to={paths.collections.href()}>
          {t('home.viewAll')}
        </Link>
      </div>
      <ul className="tiles tiles--row" aria-busy={tree.isPending}>
        {items.map((child) => (
          <li key={child.slug}>
            <Link className="tile" to={categoryHref('collections', [child.slug])}>
              {child.image && <img src={child.image} alt="" width="400" height="400" loading="lazy" decoding="async" />}
              <span className="tile__name">{categoryName(child, language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(null);
  // The sections under the intro come in a second, deferred render: the page's first commit (the app taking over
  // the server-written page) then mounts the slider and the intro only, and the strips' queries and images start
  // in a task of their own. One commit of the whole page, with every section's effects, was its longest task on a
  // phone's CPU. The main area is a screen high, so nothing on screen moves when they arrive.
  const below = useDeferredValue(true, false);

  return (
    <>
      <MainSlider />

      <section className="intro container" aria-labelledby="home-title">
        <p className="intro__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="home-title" className="intro__title">{t('home.hero.title')}</h1>
        <p className="intro__text">{t('home.hero.text')}</p>
        <div className="intro__actions">
          <Link className="button button--secondary" to={paths.newProducts.href()}>
            {t('home.hero.shopNew')}
          </Link>
          <Link className="button button--outline" to={paths.sale.href()}>
            {t('home.hero.shopSale')}
          </Link>
        </div>
      </section>

      {below && <BelowTheIntro />}
    </>
  );
}

function BelowTheIntro() {
  const { t } = useTranslation('catalog');
  const { RecentlyViewed } = useShopActions();
  return (
    <>
      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">{t('home.categories.title')}</h2>
        <ul className="category-tiles">
          {CATEGORY_TILES.map((tile) => (
            <li key={tile.key}>
              <Link className={`category-tile category-tile--${tile.key}`} to={tile.href}>
                <span className="category-tile__name">{t(`home.categories.${tile.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <HomeSection id="home-new-arrivals" title={t('home.newArrivals.title')} moreHref={paths.newProducts.href()} moreLabel={t('home.viewAll')}>
        <NewArrivals />
      </HomeSection>

      <HomeSection id="home-brands" title={t('home.brands.title')} moreHref={paths.brands.href()} moreLabel={t('home.brands.all')}>
        <BrandLogos />
      </HomeSection>

      <HomeSection id="home-sale" title={t('home.onSale.title')} moreHref={paths.sale.href()} moreLabel={t('home.viewAll')}>
        <OnSale />
      </HomeSection>

      <Collections />

      {RecentlyViewed && (
        <div className="container">
          <RecentlyViewed headingId="home-recently-viewed" />
        </div>
      )}
    </>
  );
}

/** A home-page band: a titled section with a link to the whole list. */
function HomeSection(props: { id: string; title: string; moreHref: string; moreLabel: string; children: ReactNode }) {
  return (
    <section className="container section" aria-labelledby={props.id}>
      <div className="section__header">
        <h2 id={props.id} className="section__title">
          {props.title}
        </h2>
        <Link className="section__more" to={props.moreHref}>
          {props.moreLabel}
        </Link>
      </div>
      {props.children}
    </section>
  );
}

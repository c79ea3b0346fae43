import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductCard, ProductCardSkeleton } from '@/components/ProductCard';
import { paths } from '@/config/paths';
import { NEW_ARRIVALS_LIMIT, useNewProducts } from '../api';

const CATEGORY_TILES = [
  { key: 'fabrics', href: paths.fabrics.href() },
  { key: 'crystals', href: paths.crystals.href() },
  { key: 'accessories', href: paths.accessories.href() },
  { key: 'collections', href: paths.collections.href() },
  { key: 'giftCards', href: paths.giftCards.href() },
] as const;

function NewArrivals() {
  const { t } = useTranslation();
  const { data: products, isPending, isError, refetch, isRefetching } = useNewProducts();

  if (isPending) {
    return (
      <div className="product-grid" aria-busy="true">
        {Array.from({ length: NEW_ARRIVALS_LIMIT }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('home.newArrivals.error')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={isRefetching}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  if (products.length === 0) {
    return <p className="notice">{t('home.newArrivals.empty')}</p>;
  }
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <div className="hero__content container">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 className="hero__title">{t('home.hero.title')}</h1>
          <p className="hero__text">{t('home.hero.text')}</p>
          <div className="hero__actions">
            <Link className="button button--accent" to={paths.newProducts.href()}>
              {t('home.hero.shopNew')}
            </Link>
            <Link className="button button--ghost" to={paths.sale.href()}>
              {t('home.hero.shopSale')}
            </Link>
          </div>
        </div>
      </section>

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

      <section className="container section" aria-labelledby="home-new-arrivals">
        <div className="section__header">
          <h2 id="home-new-arrivals" className="section__title">{t('home.newArrivals.title')}</h2>
          <Link className="section__more" to={paths.newProducts.href()}>
            {t('home.newArrivals.viewAll')}
          </Link>
        </div>
        <NewArrivals />
      </section>
    </>
  );
}

import { memo, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { categoryName } from '@/components/category-name';
import { productColourName } from '@/components/colour-name';
import { ErrorNotice } from '@/components/ErrorNotice';
import { NotFound } from '@/components/NotFound';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { useShopActions } from '@/components/product-actions';
import { toCard, type CategoryNode, type Product } from '@/components/product-types';
import { isFractional } from '@/components/quantity';
import { ProductGrid } from '@/components/ProductGrid';
import { ProductPrice } from '@/components/ProductPrice';
import { Skeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { isNotFoundError } from '@/components/useListingParams';
import { categoryHref, paths } from '@/config/paths';
import { localized } from '@/lib/format';
import type { Language } from '@/lib/language';
import { useAlsoLiked, useCategoryTree, useProduct, useSameColour } from '../api';
import { Gallery } from '../components/Gallery';
import { StockStatus } from '../components/StockStatus';

const MAINS_WITH_PAGES = ['fabrics', 'crystals', 'accessories', 'collections'] as const;
type Main = (typeof MAINS_WITH_PAGES)[number];
const isMain = (value: string | null): value is Main => (MAINS_WITH_PAGES as readonly (string | null)[]).includes(value);

/** Links of the product's category path; only levels that have pages of their own. */
function categoryCrumbs(product: Product, tree: CategoryNode | undefined, language: Language, mainLabel: string) {
  const main = product.category1;
  if (!isMain(main)) return [];
  const crumbs = [{ label: mainLabel, href: paths[main].href() }];
  const slugs = [product.category2, product.category3, product.category4].filter((slug): slug is string => Boolean(slug));
  let children = tree?.children ?? [];
  slugs.forEach((slug, index) => {
    const node = children.find((child) => child.slug === slug);
    if (!node) return;
    children = node.children;
    crumbs.push({ label: categoryName(node, language), href: categoryHref(main, slugs.slice(0, index + 1)) });
  });
  return crumbs;
}

function RelatedProducts({ id, title, query }: { id: string; title: string; query: ReturnType<typeof useSameColour> }) {
  const disabled = query.fetchStatus === 'idle' && !query.data;
  if (query.isError || disabled || (query.data && query.data.length === 0)) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <ProductGrid products={query.data} loading={query.isPending} skeletons={5} layout="row" label={title} />
    </section>
  );
}

function ProductSkeleton() {
  return (
    <div className="product" aria-busy="true">
      <Skeleton shape="block" className="gallery__skeleton" />
      <div className="product__info">
        <Skeleton width="30%" />
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton width="100%" height="6rem" shape="block" />
      </div>
    </div>
  );
}

export default function ProductPage() {
  const { sku = '' } = useParams();
  return <ProductView key={sku} sku={sku} />;
}

function ProductView({ sku }: { sku: string }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const { RecentlyViewed, rememberViewed } = useShopActions();
  const query = useProduct(sku);
  const product = query.data;
  const tree = useCategoryTree(product?.category1, product !== undefined && isMain(product.category1));
  const name = product ? localized(product, 'product_name', language) : null;
  useDocumentTitle(name);
  // The page appears once with its whole breadcrumb trail: crumbs added when the category tree arrives would push
  // the product down.
  const ready = Boolean(product && name && !tree.isLoading);
  // The product arrives through useSyncExternalStore, which renders at once and in one piece (a long task on a
  // phone's CPU). The skeleton stays for the urgent render; the page itself renders from this deferred flag, in a
  // transition that React slices and that yields to the browser.
  const showPage = useDeferredValue(ready, false);
  // The related strips (below the fold) are asked for once the page shows: their requests then start after that
  // render, not among the effects of the urgent one.
  const sameColour = useSameColour(showPage ? product : undefined);
  const alsoLiked = useAlsoLiked(showPage ? product : undefined);

  useEffect(() => {
    if (product && rememberViewed) rememberViewed(toCard(product));
  }, [product, rememberViewed]);

  if (isNotFoundError(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <div className="container page">
        <ErrorNotice message={t('error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  if (!product || !name || !ready || !showPage) {
    return (
      <div className="container page">
        <ProductSkeleton />
      </div>
    );
  }

  return (
    <div className="container page">
      <ProductDetails product={product} name={name} tree={tree.data} language={language} />
      <RelatedProducts id="same-colour" title={t('sameColour', { colour: productColourName(product, language) ?? '' })} query={sameColour} />
      <RelatedProducts id="also-liked" title={t('alsoLiked')} query={alsoLiked} />
      {RecentlyViewed && <RecentlyViewed headingId="product-recently-viewed" excludeId={product._id} />}
    </div>
  );
}

interface ProductDetailsProps {
  product: Product;
  name: string;
  tree: CategoryNode | undefined;
  language: Language;
}

/** Breadcrumbs, gallery, purchase box and details; memoised, so the related products' answers do not render it again. */
const ProductDetails = memo(function ProductDetails({ product, name, tree, language }: ProductDetailsProps) {
  const { t } = useTranslation('product');
  const { PurchaseBox, WishlistButton } = useShopActions();
  const description = localized(product, 'description', language);
  const colour = productColourName(product, language);
  const images = product.images.split(',').map((image) => image.trim()).filter(Boolean);
  const fractional = isFractional(product.minimum);
  const crumbs = product.is_gift_card
    ? [{ label: t('giftCards'), href: paths.giftCards.href() }, { label: name }]
    : [...categoryCrumbs(product, tree, language, t(`mains.${isMain(product.category1) ? product.category1 : 'fabrics'}`)), { label: name }];

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <article className="product">
        <Gallery images={images} name={name} discount={product.discount} />
        <div className="product__info">
          <h1 className="product__title">{name}</h1>
          {product.brand && product.brand_slug && (
            <p className="product__brand">
              <Link to={paths.brands.brand.href(product.brand_slug)}>{product.brand}</Link>
            </p>
          )}
          <ProductPrice
            product={product}
            showUnit="always"
            size="large"
          />
          {fractional && <p className="product__note">{t('fabricNote')}</p>}
          <StockStatus product={product} />

          <div className="product__actions">
            {product.is_gift_card ? (
              <Link className="button button--accent button--wide" to={paths.giftCards.href()}>
                {t('giftCardCta')}
              </Link>
            ) : (
              PurchaseBox && <PurchaseBox product={product} />
            )}
            {WishlistButton && <WishlistButton variant="button" product={toCard(product)} />}
          </div>

          {description && (
            <section className="product__section" aria-labelledby="product-description">
              <h2 id="product-description" className="product__section-title">
                {t('description')}
              </h2>
              <p className="product__description">{description}</p>
            </section>
          )}

          <section className="product__section" aria-labelledby="product-details">
            <h2 id="product-details" className="product__section-title">
              {t('details.title')}
            </h2>
            <dl className="details">
              <div>
                <dt>{t('details.sku')}</dt>
                <dd>{product.product_id}</dd>
              </div>
              {product.brand && (
                <div>
                  <dt>{t('details.brand')}</dt>
                  <dd>{product.brand}</dd>
                </div>
              )}
              {colour && (
                <div>
                  <dt>{t('details.colour')}</dt>
                  <dd className="details__colour">
                    {product.color_hex && <span className="details__swatch" style={{ background: product.color_hex }} aria-hidden="true" />}
                    {product.brand_slug && product.color_slug ? (
                      <Link to={paths.browseByColor.color.href(product.brand_slug, product.color_slug)}>{colour}</Link>
                    ) : (
                      colour
                    )}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('details.soldBy')}</dt>
                <dd>{fractional ? t('details.byLength') : t(`details.units.${product.unit in UNIT_KEYS ? (product.unit as UnitKey) : 'pcs'}`)}</dd>
              </div>
            </dl>
          </section>
        </div>
      </article>
    </>
  );
});

const UNIT_KEYS = { pack: true, pcs: true, set: true, card: true } as const;
type UnitKey = keyof typeof UNIT_KEYS;

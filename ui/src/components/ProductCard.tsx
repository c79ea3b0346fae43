import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { firstImage, localized } from '@/lib/format';
import { toLanguage } from '@/lib/language';
import { useShopActions } from './product-actions';
import type { ProductCard as Card } from './product-types';
import { ProductPrice } from './ProductPrice';
import { Skeleton } from './Skeleton';

interface ProductCardProps {
  product: Card;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * Memoised: a page re-renders when any of its queries answers, and a listing's two dozen cards are most of its
 * rendering; a card renders again only when its product (kept by reference across refetches) or props change.
 */
export const ProductCard = memo(function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const { t, i18n } = useTranslation('shop');
  const { WishlistButton } = useShopActions();
  const name = localized(product, 'product_name', toLanguage(i18n.resolvedLanguage));
  const image = firstImage(product.images);
  const soldOut = !product.in_stock;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="product-card">
      <Link className="product-card__link" to={paths.product.href(product.product_id)}>
        <div className="product-card__media">
          {image ? (
            <img
              src={image}
              alt={name}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              width="400"
              height="500"
            />
          ) : (
            <span className="product-card__no-image">{t('card.noImage')}</span>
          )}
          <span className="product-card__badges">
            {product.discount > 0 && (
              <span className="product-card__badge">{t('card.discountBadge', { percent: product.discount })}</span>
            )}
            {soldOut && <span className="product-card__badge product-card__badge--muted">{t('card.soldOut')}</span>}
          </span>
        </div>
        <div className="product-card__body">
          {product.brand && <p className="product-card__brand">{product.brand}</p>}
          <Heading className="product-card__name">{name}</Heading>
          <ProductPrice
            product={product}
          />
        </div>
      </Link>
      {WishlistButton && (
        <div className="product-card__wish">
          <WishlistButton variant="icon" product={product} />
        </div>
      )}
    </article>
  );
});

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton">
      <Skeleton shape="block" className="product-card__media" />
      <div className="product-card__body">
        <Skeleton width="40%" />
        <Skeleton width="90%" />
        <Skeleton width="30%" />
      </div>
    </div>
  );
}

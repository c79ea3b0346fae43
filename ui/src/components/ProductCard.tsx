import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { discounted } from '@/features/currency';
import { firstImage, localized } from '@/lib/format';
import { toLanguage } from '@/lib/language';
import { Price } from './Price';
import { Skeleton } from './Skeleton';

/** The product fields a card needs; any catalogue product type satisfies it. */
export interface ProductCardData {
  product_id: string;
  product_name_en: string;
  product_name_ua?: string | null;
  product_name_pl?: string | null;
  product_name_ru?: string | null;
  product_name_de?: string | null;
  price: number;
  discount: number;
  final_price?: number | null;
  images: string;
  brand?: string | null;
}

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t, i18n } = useTranslation();
  const name = localized(product, 'product_name', toLanguage(i18n.resolvedLanguage));
  const image = firstImage(product.images);
  const hasDiscount = product.discount > 0;
  const finalPrice = hasDiscount
    ? (product.final_price ?? discounted(product.price, product.discount))
    : product.price;

  return (
    <article className="product-card">
      <Link className="product-card__link" to={paths.product.href(product.product_id)}>
        <div className="product-card__media">
          {image ? (
            <img src={image} alt={name} loading="lazy" decoding="async" width="400" height="500" />
          ) : (
            <span className="product-card__no-image">{t('product.noImage')}</span>
          )}
          {hasDiscount && (
            <span className="product-card__badge">{t('product.discountBadge', { percent: product.discount })}</span>
          )}
        </div>
        <div className="product-card__body">
          {product.brand && <p className="product-card__brand">{product.brand}</p>}
          <h3 className="product-card__name">{name}</h3>
          <p className="product-card__prices">
            {hasDiscount && (
              <del className="product-card__old-price">
                <span className="visually-hidden">{t('product.oldPrice')} </span>
                <Price gbp={product.price} />
              </del>
            )}
            <span className={hasDiscount ? 'product-card__price product-card__price--sale' : 'product-card__price'}>
              {hasDiscount && <span className="visually-hidden">{t('product.newPrice')} </span>}
              <Price gbp={finalPrice} />
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}

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

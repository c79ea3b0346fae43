import { useTranslation } from 'react-i18next';
import { Price } from './Price';
import type { ProductCard } from './product-types';
import { isFractional } from './quantity';

export interface ProductPriceProps {
  /** Prices as the server computed them (GBP decimal strings): the UI never derives a discount. */
  product: Pick<ProductCard, 'price' | 'final_price' | 'discount' | 'minimum' | 'unit'> & Partial<Pick<ProductCard, 'prices'>>;
  /** Say what the price is for ("per 10 cm", "per pack"); fabrics always say it. */
  showUnit?: 'fractional' | 'always';
  size?: 'small' | 'large';
}

const UNIT_KEYS = { pack: 'perPack', pcs: 'perPiece', set: 'perSet', card: 'perCard', m: 'perMetre' } as const;

/** The price in the visitor's currency; with a discount, the old price struck through and the new one. */
export function ProductPrice({ product, showUnit = 'fractional', size = 'small' }: ProductPriceProps) {
  const { t } = useTranslation('shop');
  const { price, final_price: finalPrice, discount, minimum, unit } = product;
  const hasDiscount = discount > 0;
  let per: string | null = null;
  if (isFractional(minimum)) per = t('price.per10cm');
  else if (showUnit === 'always' && unit && unit in UNIT_KEYS) per = t(`price.${UNIT_KEYS[unit as keyof typeof UNIT_KEYS]}`);

  return (
    <p className={`product-price product-price--${size}`}>
      {hasDiscount && (
        <del className="product-price__old">
          <span className="visually-hidden">{t('price.old')} </span>
          <Price gbp={price} own={product.prices} />
        </del>
      )}
      <span className={hasDiscount ? 'product-price__now product-price__now--sale' : 'product-price__now'}>
        {hasDiscount && <span className="visually-hidden">{t('price.new')} </span>}
        <Price gbp={finalPrice} own={product.prices} />
      </span>
      {per && <span className="product-price__unit">{per}</span>}
    </p>
  );
}

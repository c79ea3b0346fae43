import { useTranslation } from 'react-i18next';
import { discounted } from '@/features/currency';
import { Price } from './Price';
import { isFractionalProduct } from './product-types';

export interface ProductPriceProps {
  /** GBP before discount. */
  price: number;
  /** Percent. */
  discount: number;
  /** GBP after discount, as the server computed it. */
  finalPrice?: number | null;
  minimum?: number;
  unit?: string;
  /** Say what the price is for ("per 10 cm", "per pack"); fabrics always say it. */
  showUnit?: 'fractional' | 'always';
  size?: 'small' | 'large';
}

const UNIT_KEYS = { pack: 'perPack', pcs: 'perPiece', set: 'perSet', card: 'perCard', m: 'perMetre' } as const;

/** The price in the visitor's currency; with a discount, the old price struck through and the new one. */
export function ProductPrice({
  price,
  discount,
  finalPrice,
  minimum,
  unit,
  showUnit = 'fractional',
  size = 'small',
}: ProductPriceProps) {
  const { t } = useTranslation('shop');
  const hasDiscount = discount > 0;
  const final = hasDiscount ? (finalPrice ?? discounted(price, discount)) : price;
  const fractional = isFractionalProduct(minimum);
  let per: string | null = null;
  if (fractional) per = t('price.per10cm');
  else if (showUnit === 'always' && unit && unit in UNIT_KEYS) per = t(`price.${UNIT_KEYS[unit as keyof typeof UNIT_KEYS]}`);

  return (
    <p className={`product-price product-price--${size}`}>
      {hasDiscount && (
        <del className="product-price__old">
          <span className="visually-hidden">{t('price.old')} </span>
          <Price gbp={price} />
        </del>
      )}
      <span className={hasDiscount ? 'product-price__now product-price__now--sale' : 'product-price__now'}>
        {hasDiscount && <span className="visually-hidden">{t('price.new')} </span>}
        <Price gbp={final} />
      </span>
      {per && <span className="product-price__unit">{per}</span>}
    </p>
  );
}

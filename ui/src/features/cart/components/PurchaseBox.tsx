import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Price } from '@/components/Price';
import type { PurchaseBoxProps } from '@/components/product-actions';
import { productNames } from '@/components/product-types';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { firstImage, localized } from '@/lib/format';
import { roundQuantity, stepFor } from '@/components/quantity';
import { useCurrency } from '@/features/currency';
import type { CartItem } from '../cart';
import { cartActions, useCart } from '../store';

/** Quantity stepper, the price of the chosen amount and "Add to cart", within the stock. */
export default function PurchaseBox({ product }: PurchaseBoxProps) {
  const { t } = useTranslation('cart');
  const { t: tShop } = useTranslation('shop');
  const language = useLanguage();
  const { lineTotal } = useCurrency();
  const { items } = useCart();
  const step = stepFor(product.minimum);
  const fractional = step < 1;
  const inCart = items.find((line) => line.sku === product.product_id && line.productName === product.product_name_en)?.quantity ?? 0;
  const available = roundQuantity(Math.max(0, product.stock - inCart));
  const [chosen, setChosen] = useState(step);
  const soldOut = product.stock <= 0;
  const allInCart = !soldOut && available < step;
  const quantity = Math.max(step, Math.min(chosen, available));
  const name = localized(product, 'product_name', language);

  const line: CartItem = {
    productName: product.product_name_en,
    sku: product.product_id,
    quantity,
    price: product.final_price,
    prices: product.prices ?? null,
    minimum: product.minimum,
    names: productNames(product),
    image: firstImage(product.images) ?? undefined,
    unit: product.unit,
    maxQuantity: product.stock,
  };

  const add = () => {
    cartActions.add(line);
    setChosen(step);
    toast.success(t('toast.added', { name }));
  };

  return (
    <div className="purchase">
      <div className="purchase__row">
        <QuantityStepper
          value={quantity}
          onChange={setChosen}
          step={step}
          max={available >= step ? available : undefined}
          itemName={name}
          unitLabel={fractional ? tShop('units.m') : undefined}
          disabled={soldOut || allInCart}
        />
        <p className="purchase__total">
          <span className="purchase__total-label">{t('purchase.subtotal')}</span>
          <Price shown={lineTotal(line.price, line.quantity, line.minimum, line.prices)} />
        </p>
      </div>
      {fractional && <p className="purchase__hint">{t('purchase.fabricHint')}</p>}
      <button type="button" className="button button--accent button--wide" onClick={add} disabled={soldOut || allInCart}>
        {soldOut ? t('purchase.soldOut') : t('purchase.add')}
      </button>
      {allInCart && (
        <p className="purchase__hint" role="status">
          {t('purchase.allInCart')} <Link to={paths.cart.href()}>{t('purchase.viewCart')}</Link>
        </p>
      )}
      {inCart > 0 && !allInCart && (
        <p className="purchase__hint">
          <Link to={paths.cart.href()}>{t('purchase.inCart')}</Link>
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Product } from '@/components/product-types';
import { formatQuantity, isFractional, stepFor } from '@/components/quantity';

/** Below this many units (or metres) the page says how many are left. */
export const LOW_STOCK = 5;

export function StockStatus({ product }: { product: Pick<Product, 'stock' | 'minimum' | 'unit'> }) {
  const { t, i18n } = useTranslation('product');
  const fractional = isFractional(product.minimum);
  if (product.stock <= 0) {
    return <p className="stock stock--out">{t('stock.out')}</p>;
  }
  if (product.stock < LOW_STOCK) {
    const number = formatQuantity(product.stock, stepFor(product.minimum), i18n.resolvedLanguage ?? 'en');
    const amount = fractional ? t('stock.metres', { number }) : number;
    return <p className="stock stock--low">{t('stock.low', { amount })}</p>;
  }
  return <p className="stock stock--in">{t('stock.in')}</p>;
}

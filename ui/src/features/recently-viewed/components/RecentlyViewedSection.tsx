import { useTranslation } from 'react-i18next';
import type { RecentlyViewedProps } from '@/components/product-actions';
import { ProductGrid } from '@/components/ProductGrid';
import { recentlyViewedStore, useRecentlyViewed } from '../store';

/** The shopper's recently viewed products, newest first (the one on screen left out). */
export default function RecentlyViewedSection({ excludeId, headingId }: RecentlyViewedProps) {
  const { t } = useTranslation('shop');
  const items = useRecentlyViewed().filter((item) => item._id !== excludeId);
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section__header">
        <h2 id={headingId} className="section__title">
          {t('recentlyViewed.title')}
        </h2>
        <button type="button" className="link-button" onClick={() => recentlyViewedStore.clear()}>
          {t('recentlyViewed.clear')}
        </button>
      </div>
      <ProductGrid products={items} layout="row" label={t('recentlyViewed.title')} />
    </section>
  );
}

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toCard } from '@/components/product-types';
import { makeProduct } from '../../../../test/products';
import { renderShop } from '../../../../test/render-shop';
import { recentlyViewedStore, rememberViewed } from '../store';
import RecentlyViewedSection from './RecentlyViewedSection';

afterEach(() => recentlyViewedStore.clear());

describe('RecentlyViewedSection', () => {
  it('shows what was viewed, newest first, without the product on screen', async () => {
    for (let i = 1; i <= 22; i += 1) {
      rememberViewed(toCard(makeProduct({ _id: `id-${i}`, product_id: `SKU-${i}`, product_name_en: `Product ${i}`, product_name_ua: null })));
    }
    rememberViewed(toCard(makeProduct({ _id: 'id-5', product_id: 'SKU-5', product_name_en: 'Product 5', product_name_ua: null })));
    expect(JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '[]')).toHaveLength(20);

    await renderShop(<RecentlyViewedSection headingId="recent" excludeId="id-22" />);
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names.slice(0, 3)).toEqual(['Product 5', 'Product 21', 'Product 20']);
    expect(names).toHaveLength(19);
  });

  it('renders nothing when nothing was viewed', async () => {
    const { container } = await renderShop(<RecentlyViewedSection headingId="recent" />);
    expect(container.textContent).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { toCard } from '@/components/product-types';
import { makeProduct } from '../../../test/products';
import { isFavourite, parseFavourites, toggleFavourite } from './wishlist';

describe('wishlist', () => {
  const a = { _id: '1', product_id: 'CH-1' };
  const b = { _id: '2', product_id: 'CH-2' };

  it('adds an absent item and removes a present one', () => {
    const once = toggleFavourite([a], b);
    expect(once.map((item) => item._id)).toEqual(['1', '2']);
    expect(toggleFavourite(once, a).map((item) => item._id)).toEqual(['2']);
    expect(isFavourite(once, '2')).toBe(true);
  });

  it('keeps stored cards, brings older ones up to date and drops malformed entries', () => {
    const card = toCard(makeProduct());
    const legacy = { _id: 'id-9', product_id: 'OLD-1', product_name_en: 'Old Lycra', price: 2.675, discount: 0, images: '' };
    const [kept, migrated, ...rest] = parseFavourites([card, legacy, { _id: 3 }, null, { ...card, price: 'free' }]);
    expect(kept).toEqual(card);
    expect(migrated).toMatchObject({ _id: 'id-9', price: '2.68', final_price: '2.68', currency: 'GBP', in_stock: false });
    expect(rest).toEqual([]);
  });
});

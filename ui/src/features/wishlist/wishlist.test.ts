import { describe, expect, it } from 'vitest';
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

  it('ignores malformed stored entries', () => {
    expect(parseFavourites([a, { _id: 3 }, null])).toEqual([a]);
  });
});

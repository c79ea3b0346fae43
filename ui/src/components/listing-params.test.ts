import { describe, expect, it } from 'vitest';
import { clearFilters, hasFilters, listingApiParams, parseListing, updateListing } from './listing-params';

const q = (text: string) => new URLSearchParams(text);

describe('listing state in the URL', () => {
  it('reads page, sort and filters, ignoring nonsense', () => {
    expect(parseListing(q('page=3&sort=price_asc&color=black&min=10&max=40&cur=EUR&in_stock=1'))).toEqual({
      page: 3,
      sort: 'price_asc',
      color: 'black',
      min: '10',
      max: '40',
      cur: 'EUR',
      inStock: true,
    });
    expect(parseListing(q('sort=popular')).sort).toBe('popular');
    expect(parseListing(q('page=-2&sort=cheap&min=abc&cur=XYZ'))).toEqual({
      page: 1,
      sort: null,
      color: null,
      min: null,
      max: null,
      cur: null,
      inStock: false,
    });
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    const start = q('page=4&sort=name');
    expect(updateListing(start, { color: 'red' }).toString()).toBe('sort=name&color=red');
    expect(updateListing(start, { page: 5 }).get('page')).toBe('5');
    expect(updateListing(start, { page: 1 }).has('page')).toBe(false);
    expect(updateListing(start, { sort: null }).toString()).toBe('');
  });

  it('clears every filter but keeps the sort', () => {
    const query = clearFilters(q('sort=name&color=red&min=1&max=2&cur=GBP&in_stock=1&page=2'));
    expect(query.toString()).toBe('sort=name');
    expect(hasFilters(parseListing(query))).toBe(false);
  });
});

describe('API parameters', () => {
  it('sends a price range as typed, with the currency it was typed in (the server converts)', () => {
    const params = listingApiParams(parseListing(q('min=500&max=1000,5&cur=UAH&in_stock=1&page=2')), 24);
    expect(params).toEqual({
      page: 2,
      limit: 24,
      sort: undefined,
      color: undefined,
      min_price: '500',
      max_price: '1000.5',
      currency: 'UAH',
      in_stock: true,
    });
    expect(listingApiParams(parseListing(q('min=-3&max=1.234'))).min_price).toBeUndefined();
    expect(listingApiParams(parseListing(q('in_stock=1'))).currency).toBeUndefined();
  });

  it('swaps a reversed range', () => {
    const params = listingApiParams(parseListing(q('min=40&max=9.5')));
    expect([params.min_price, params.max_price, params.currency]).toEqual(['9.5', '40', 'GBP']);
  });
});

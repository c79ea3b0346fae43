import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';
import { isHex, NO_BRAND, normaliseHex } from './colour';
import { colourFiltersFrom, filtersFrom, pageCount, withChange } from './pager';

describe('the product list pager', () => {
  it('reads the filters from the category segment and the query', () => {
    expect(
      filtersFrom('fabrics', new URLSearchParams('search=lycra&active=false&brand=4&stock=low&sort=stock_asc&limit=50&page=3')),
    ).toEqual({
      search: 'lycra',
      category1: 'fabrics',
      brandId: '4',
      stock: 'low',
      active: false,
      sort: 'stock_asc',
      page: 3,
      limit: 50,
    });
    expect(filtersFrom('shoes', new URLSearchParams('active=maybe&page=-2&brand=none&stock=some&sort=cheap&limit=4'))).toEqual({
      search: '',
      category1: null,
      brandId: null,
      stock: null,
      active: null,
      sort: 'newest',
      page: 1,
      limit: 25,
    });
  });

  it('counts the pages of the page size chosen, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(100_000, 100)).toBe(1000);
  });

  it('goes back to page 1 when a filter changes and keeps the filters when the page changes', () => {
    const query = new URLSearchParams('search=lycra&page=3&edit=17');
    expect(withChange(query, { active: true }).toString()).toBe('search=lycra&edit=17&active=true');
    expect(withChange(query, { search: ' velvet ' }).toString()).toBe('search=velvet&edit=17');
    expect(withChange(query, { search: '' }).toString()).toBe('edit=17');
    expect(withChange(query, { page: 4 }).toString()).toBe('search=lycra&page=4&edit=17');
    expect(withChange(query, { page: 1 }).toString()).toBe('search=lycra&edit=17');
    expect(withChange(query, { sort: 'price_desc' }).toString()).toBe('search=lycra&edit=17&sort=price_desc');
    expect(withChange(query, { limit: 100 }).toString()).toBe('search=lycra&edit=17&limit=100');
    expect(withChange(query, { brand: '4', stock: 'out' }).toString()).toBe('search=lycra&edit=17&brand=4&stock=out');
  });

  it('leaves the defaults out of the URL', () => {
    const query = new URLSearchParams('sort=name_asc&limit=50&brand=4&stock=in');
    expect(withChange(query, { sort: 'newest', limit: 25, brand: null, stock: null }).toString()).toBe('');
  });
});

describe('slide order', () => {
  it('moves one item up or down, and nowhere past either end', () => {
    const ids = ['1', '2', '3'];
    expect(moveItem(ids, 1, 0)).toEqual(['2', '1', '3']);
    expect(moveItem(ids, 1, 2)).toEqual(['1', '3', '2']);
    expect(moveItem(ids, 0, -1)).toBe(ids);
    expect(moveItem(ids, 2, 3)).toBe(ids);
  });
});

describe('colour values', () => {
  it('takes hex with or without #, short or long, and sends #RRGGBB', () => {
    expect(isHex('#4169e1')).toBe(true);
    expect(isHex('abc')).toBe(true);
    expect(isHex('#12345')).toBe(false);
    expect(normaliseHex('4169e1')).toBe('#4169E1');
    expect(normaliseHex('#abc')).toBe('#AABBCC');
  });
});

describe('the colour list pager', () => {
  it('reads the search, the brand (or none), the order and the page size from the query', () => {
    expect(colourFiltersFrom(new URLSearchParams('search=blue&brand=none&sort=name_desc&limit=100&page=2'))).toEqual({
      search: 'blue',
      brandId: NO_BRAND,
      sort: 'name_desc',
      page: 2,
      limit: 100,
    });
    expect(colourFiltersFrom(new URLSearchParams('brand=x1&sort=hex&limit=30'))).toEqual({
      search: '',
      brandId: '',
      sort: 'newest',
      page: 1,
      limit: 25,
    });
  });
});

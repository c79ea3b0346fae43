import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';
import { filterColours, isHex, NO_BRAND, normaliseHex } from './colour';
import { filtersFrom, pageCount, withChange } from './pager';

describe('the product list pager', () => {
  it('reads the filters from the category segment and the query', () => {
    expect(filtersFrom('fabrics', new URLSearchParams('search=lycra&active=false&page=3'))).toEqual({
      search: 'lycra',
      category1: 'fabrics',
      active: false,
      page: 3,
    });
    expect(filtersFrom('shoes', new URLSearchParams('active=maybe&page=-2'))).toEqual({
      search: '',
      category1: null,
      active: null,
      page: 1,
    });
  });

  it('shows 4 per page and at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(5)).toBe(2);
    expect(pageCount(17)).toBe(5);
  });

  it('goes back to page 1 when a filter changes and keeps the filters when the page changes', () => {
    const query = new URLSearchParams('search=lycra&page=3&edit=17');
    expect(withChange(query, { active: true }).toString()).toBe('search=lycra&edit=17&active=true');
    expect(withChange(query, { search: ' velvet ' }).toString()).toBe('search=velvet&edit=17');
    expect(withChange(query, { search: '' }).toString()).toBe('edit=17');
    expect(withChange(query, { page: 4 }).toString()).toBe('search=lycra&page=4&edit=17');
    expect(withChange(query, { page: 1 }).toString()).toBe('search=lycra&edit=17');
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

describe('the colour list filters', () => {
  const colour = (id: string, en: string, ua: string, hex: string, brandId: string | null) => ({
    _id: id,
    names: { en, ua, pl: '', ru: '', de: '' },
    slug: en.toLowerCase(),
    hex,
    brandId,
  });
  const colours = [
    colour('3', 'Royal Blue', 'Королівський синій', '#4169E1', '3'),
    colour('2', 'Black', 'Чорний', '#000000', '4'),
    colour('1', 'Gold', 'Золотий', '#C69A3C', null),
  ];

  it('keeps the order and matches any language, the hex and the brand', () => {
    expect(filterColours(colours, '', '').map((c) => c._id)).toEqual(['3', '2', '1']);
    expect(filterColours(colours, '', 'синій').map((c) => c._id)).toEqual(['3']);
    expect(filterColours(colours, '', '#c69').map((c) => c._id)).toEqual(['1']);
    expect(filterColours(colours, '4', '').map((c) => c._id)).toEqual(['2']);
    expect(filterColours(colours, NO_BRAND, '').map((c) => c._id)).toEqual(['1']);
    expect(filterColours(colours, '3', 'black')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { colourName, productColourName } from './colour-name';
import { mergeColours } from './ListingFilters';

const lilac = { name: 'Lilac', name_en: 'Lilac', name_ua: 'Бузковий', name_pl: 'Liliowy', name_ru: 'Сиреневый', name_de: 'Flieder' };

describe('colourName', () => {
  it('names a colour in the interface language', () => {
    expect(colourName(lilac, 'ua')).toBe('Бузковий');
    expect(colourName(lilac, 'de')).toBe('Flieder');
    expect(colourName(lilac, 'en')).toBe('Lilac');
  });

  it('falls back to the English name when a language has none', () => {
    expect(colourName({ name: 'Bottle Green' }, 'ua')).toBe('Bottle Green');
    expect(colourName({ name: 'Bottle Green', name_ua: null, name_pl: ' ' }, 'pl')).toBe('Bottle Green');
  });
});

describe('productColourName', () => {
  it("names the product's colour in the interface language, else in English", () => {
    const product = { color: 'Lilac', color_slug: 'lilac', color_hex: '#C8A2C8', color_ua: 'Бузковий', color_ru: null };
    expect(productColourName(product, 'ua')).toBe('Бузковий');
    // Never the slug or the hex, although their fields start with color_ too.
    expect(productColourName(product, 'ru')).toBe('Lilac');
    expect(productColourName({ color: 'Lilac' }, 'pl')).toBe('Lilac');
  });

  it('is null for a product without a colour', () => {
    expect(productColourName({ color: null, color_ua: null }, 'ua')).toBeNull();
  });
});

describe('mergeColours', () => {
  const facets = [
    { _id: '1', name: 'Lilac', name_ua: 'Бузковий', slug: 'lilac', hex: '#C8A2C8', brand: 'dsi', count: 2 },
    { _id: '2', name: 'Black', name_ua: 'Чорний', slug: 'black', hex: '#000000', brand: 'dsi', count: 1 },
    { _id: '3', name: 'Black', name_ua: 'Чорний', slug: 'black', hex: '#000000', brand: 'chrisanne', count: 4 },
    { _id: '4', name: 'Bottle Green', name_ua: 'Пляшковий зелений', slug: 'bottle-green', hex: '#006A4E', brand: 'dsi', count: 3 },
  ];

  it('names and sorts the merged colours in the interface language', () => {
    expect(mergeColours(facets, 'ua').map(({ name, count }) => [name, count])).toEqual([
      ['Бузковий', 2],
      ['Пляшковий зелений', 3],
      ['Чорний', 5],
    ]);
  });

  it('keeps the English names without a language', () => {
    expect(mergeColours(facets).map((colour) => colour.name)).toEqual(['Black', 'Bottle Green', 'Lilac']);
  });
});

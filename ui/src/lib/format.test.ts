import { describe, expect, it } from 'vitest';
import { firstImage, localized } from './format';

describe('localized', () => {
  const product = { product_name_en: 'Stretch velvet', product_name_ua: 'Еластичний оксамит', product_name_de: ' ' };

  it('picks the current language', () => {
    expect(localized(product, 'product_name', 'ua')).toBe('Еластичний оксамит');
  });

  it('falls back to English when the language is missing or blank', () => {
    expect(localized(product, 'product_name', 'pl')).toBe('Stretch velvet');
    expect(localized(product, 'product_name', 'de')).toBe('Stretch velvet');
  });

  it('uses any language when English is missing', () => {
    expect(localized({ product_name_ua: 'Бахрома' }, 'product_name', 'en')).toBe('Бахрома');
    expect(localized({}, 'product_name', 'en')).toBe('');
  });
});

describe('firstImage', () => {
  it('takes the first non-empty entry of a comma-separated list', () => {
    expect(firstImage('/a.jpg, /b.jpg')).toBe('/a.jpg');
    expect(firstImage(' , /b.jpg')).toBe('/b.jpg');
    expect(firstImage('')).toBeNull();
    expect(firstImage(null)).toBeNull();
  });
});

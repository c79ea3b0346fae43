import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names countries in the interface language, Ukrainian under its stored code ua', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('de', 'ua')).toBe('Німеччина');
    expect(countryName('', 'en')).toBe('');
  });

  it('sorts the options by their names in that language', () => {
    const names = countryOptions('pl').map((option) => option.name);
    expect(names).toHaveLength(249);
    expect([...names].sort(new Intl.Collator('pl').compare)).toEqual(names);
  });
});

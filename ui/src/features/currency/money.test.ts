import { describe, expect, it } from 'vitest';
import { convert, discounted, formatPrice, round2, toScaledInteger } from './money';

describe('convert', () => {
  it('keeps GBP as it is', () => {
    expect(convert(12.5, 'GBP')).toBe(12.5);
  });

  it('applies the spec factors and rounds to 2 decimals', () => {
    expect(convert(10, 'USD')).toBe(13.5);
    expect(convert(10, 'EUR')).toBe(11.8);
    expect(convert(10, 'UAH')).toBe(560.5);
    expect(convert(10.99, 'USD')).toBe(14.84); // 14.8365
    expect(convert(10.99, 'EUR')).toBe(12.97); // 12.9682
    expect(convert(3.33, 'UAH')).toBe(186.65); // 186.6465
    expect(convert(0.01, 'UAH')).toBe(0.56); // 0.5605
  });

  it('rounds half away from zero without float artefacts', () => {
    expect(convert(1.1, 'USD')).toBe(1.49); // 1.485 exactly
    expect(convert(0.3, 'USD')).toBe(0.41); // 0.405 exactly
  });

  it('accepts other rates (set by staff)', () => {
    expect(convert(100, 'USD', { GBP: 1, USD: 1.2725, EUR: 1, UAH: 1 })).toBe(127.25);
  });
});

describe('discounted', () => {
  it('subtracts the percentage', () => {
    expect(discounted(100, 20)).toBe(80);
    expect(discounted(19.99, 0)).toBe(19.99);
    expect(discounted(19.99, 100)).toBe(0);
    expect(discounted(12.34, 15)).toBe(10.49); // 10.489
  });

  it('rounds the 2.675 case up to 2.68', () => {
    // In floating point 2.675 is 2.67499999..., so toFixed gives 2.67 (and 1.005 * 100 < 100.5).
    expect((5.35 - (5.35 * 50) / 100).toFixed(2)).toBe('2.67');
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(discounted(5.35, 50)).toBe(2.68);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.675)).toBe(-2.68);
  });

  it('handles fractional percentages', () => {
    expect(discounted(10, 12.5)).toBe(8.75);
  });
});

describe('toScaledInteger', () => {
  it('is exact for values written with up to the given decimals', () => {
    expect(toScaledInteger(0.1 + 0.2, 2)).toBe(30);
    expect(toScaledInteger(56.05, 4)).toBe(560500);
    expect(toScaledInteger(1e-7, 2)).toBe(0);
  });

  it('rejects non-finite amounts', () => {
    expect(() => toScaledInteger(Number.NaN, 2)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('prefixes the currency sign and shows 2 decimals', () => {
    expect(formatPrice(12.5, 'GBP')).toBe('£12.50');
    expect(formatPrice(1234.5, 'UAH')).toBe('₴1,234.50');
    expect(formatPrice(14.84, 'USD')).toBe('$14.84');
    expect(formatPrice(0, 'EUR')).toBe('€0.00');
    expect(formatPrice(-3, 'EUR')).toBe('-€3.00');
  });
});

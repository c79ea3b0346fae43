import { describe, expect, it } from 'vitest';
import { htmlLang } from '@/lib/language';
import { capFor, clampQuantity, formatQuantity, isFractional, parseQuantity, stepFor, toHundredths } from './quantity';

describe('quantities', () => {
  it('snaps to the step and keeps at least one step', () => {
    expect(clampQuantity(1.54, 0.1)).toBe(1.5);
    expect(clampQuantity(0, 0.1)).toBe(0.1);
    expect(clampQuantity(0.3, 1)).toBe(1);
    expect(clampQuantity(2.6, 1)).toBe(3);
  });

  it('caps at the stock, rounded down to the grid', () => {
    expect(clampQuantity(9, 0.1, 4.25)).toBe(4.2);
    expect(clampQuantity(9, 1, 5)).toBe(5);
  });

  it('parses dots and commas', () => {
    expect(parseQuantity('1.5')).toBe(1.5);
    expect(parseQuantity(' 1,5 ')).toBe(1.5);
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
  });

  it('formats metres with the language decimal mark', () => {
    expect(formatQuantity(1.5, 0.1, 'en')).toBe('1.5');
    expect(formatQuantity(1.5, 0.1, 'ua')).toBe('1,5');
    expect(formatQuantity(2, 0.1, 'de')).toBe('2,0');
    expect(formatQuantity(3, 1, 'en')).toBe('3');
  });

  it('writes out what Intl.NumberFormat would, in every language, without making one below 1,000', () => {
    const values = [-1.5, 1e-7, 0.1, 0.125, 1.005, 1.25, 2.5, 9.95, 12.35, 100, 999.99, 999.995, 1000, 1234.5, 25000];
    for (let hundredths = 0; hundredths < 100_000; hundredths += 7) values.push(hundredths / 100);
    for (const language of ['en', 'ua', 'pl', 'ru', 'de']) {
      for (const step of [0.1, 1]) {
        const intl = new Intl.NumberFormat(htmlLang(language), {
          minimumFractionDigits: step < 1 ? 1 : 0,
          maximumFractionDigits: step < 1 ? 2 : 0,
        });
        for (const value of values) expect(formatQuantity(value, step, language), `${value} ${step} ${language}`).toBe(intl.format(value));
      }
    }
  });
});

describe('the one quantity rule', () => {
  it('steps by 0.1 for goods with minimum 0.1 and by 1 otherwise', () => {
    expect([stepFor(0.1), stepFor(1), stepFor(undefined)]).toEqual([0.1, 1, 1]);
    expect([isFractional(0.1), isFractional(0.10000000000000002), isFractional(1)]).toEqual([true, true, false]);
    expect(toHundredths(1.3)).toBe(130);
  });

  it('caps at the stock on the step grid, never below one step', () => {
    expect(capFor(0.1, 1.25)).toBe(1.2);
    expect(capFor(1, 4.5)).toBe(4);
    expect(capFor(1, 0)).toBe(1);
    expect(capFor(1, undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(clampQuantity(9, 1, 4)).toBe(4);
    expect(clampQuantity(0.74, 0.1, 2)).toBe(0.7);
  });
});

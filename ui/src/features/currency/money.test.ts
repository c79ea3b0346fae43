import { describe, expect, it } from 'vitest';
import vectors from '../../../test/money-vectors.json';
import priceVectors from '../../../test/price-vectors.json';
import { htmlLang, LANGUAGES } from '@/lib/language';
import { convert, CURRENCY_CODES, formatMinor, formatMoney, fromMinor, lineTotal, readStoredAmount, toMinor, type CurrencyCode } from './money';

describe('the server agrees (ui/test/money-vectors.json, written by shop/money.py)', () => {
  it.each(vectors.convert)('$amount GBP x $factor = $result', ({ amount, factor, result }) => {
    expect(convert(amount, factor)).toBe(result);
  });

  it.each(vectors.lineTotal)('$quantity x $unit (minimum $minimum) = $result', ({ unit, quantity, minimum, result }) => {
    expect(lineTotal(unit, quantity, minimum)).toBe(result);
  });

  it('covers every x.xx5 rounding case and the spec factors', () => {
    expect(vectors.convert.length).toBeGreaterThan(100);
    expect(new Set(vectors.convert.map((entry) => entry.factor))).toEqual(new Set(['1', '56.05', '1.35', '1.18', '1.4025', '52.5', '0.8571']));
  });
});

describe('the server writes amounts alike (ui/test/price-vectors.json, written by shop/i18n.py)', () => {
  it.each(priceVectors.format)('$amount $currency in $language', ({ amount, currency, language, text }) => {
    expect(formatMoney(amount, currency, language)).toBe(text);
  });

  it('covers every language and currency', () => {
    expect(new Set(priceVectors.format.map((entry) => entry.language))).toEqual(new Set(LANGUAGES));
    expect(new Set(priceVectors.format.map((entry) => entry.currency))).toEqual(new Set(CURRENCY_CODES));
  });
});

describe('exact amounts', () => {
  it('reads decimal strings as minor units, rounding half away from zero', () => {
    expect(toMinor('2.68')).toBe(268n);
    expect(toMinor('2.675')).toBe(268n);
    expect(toMinor('-2.675')).toBe(-268n);
    expect(toMinor('12')).toBe(1200n);
    expect(toMinor('99999999999.99')).toBe(9999999999999n);
    expect(() => toMinor('1e3')).toThrow(RangeError);
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-123456n)).toBe('-1234.56');
  });

  it('converts with a factor of up to 4 decimals without float artefacts', () => {
    expect(convert('1.10', '1.35')).toBe('1.49'); // 1.485 exactly
    expect(convert('10.99', '1.18')).toBe('12.97');
    expect(convert('100.00', '1.2725')).toBe('127.25');
  });

  it('totals a line x10 for goods sold by 0.1', () => {
    expect(lineTotal('2.85', 1.5, 0.1)).toBe('42.75'); // 15 x 10 cm
    expect(lineTotal('4.99', 2, 1)).toBe('9.98');
    expect(lineTotal('0.10', 0.3, 0.1)).toBe('0.30');
  });

  it('brings amounts stored by older versions (numbers) up to date', () => {
    expect(readStoredAmount(2.675)).toBe('2.68');
    expect(readStoredAmount('4.5')).toBe('4.50');
    expect(readStoredAmount(Number.NaN)).toBeNull();
    expect(readStoredAmount('free')).toBeNull();
  });
});

describe('formatMinor', () => {
  it('prefixes the currency sign and shows 2 decimals', () => {
    expect(formatMinor(1250n, 'GBP', 'en')).toBe('£12.50');
    expect(formatMinor(123450n, 'UAH', 'en')).toBe('₴1,234.50');
    expect(formatMinor(0n, 'EUR', 'en')).toBe('€0.00');
    expect(formatMinor(-300n, 'EUR', 'en')).toBe('-€3.00');
  });

  // Each language's figures as that language writes them: the table the issue fixes, and Intl itself (with `uk`
  // for the stored `ua`) as the referee for every amount, so the hand-written styles cannot drift from it.
  const written: [string, bigint, CurrencyCode, string][] = [
    ['ua', 273250n, 'UAH', '2\u00a0732,50\u00a0₴'],
    ['ua', 100000n, 'UAH', '1\u00a0000,00\u00a0₴'],
    ['pl', 123450n, 'EUR', '1234,50\u00a0€'],
    ['pl', 1234550n, 'EUR', '12\u00a0345,50\u00a0€'],
    ['ru', 8408n, 'UAH', '84,08\u00a0₴'],
    ['de', 218n, 'EUR', '2,18\u00a0€'],
    ['de', 123456789n, 'GBP', '1.234.567,89\u00a0£'],
    ['de', -500n, 'EUR', '-5,00\u00a0€'],
    ['en', 273250n, 'UAH', '₴2,732.50'],
  ];
  it.each(written)('writes %s %s %s as %s', (language, minor, currency, text) => {
    expect(formatMinor(minor, currency, language)).toBe(text);
  });

  it('agrees with Intl in every language and currency', () => {
    const amounts = [0n, 5n, 99n, 12345n, 99999n, 100000n, 999999n, 1000000n, 123456789n, -123456n];
    for (const language of LANGUAGES) {
      for (const currency of CURRENCY_CODES) {
        const intl = new Intl.NumberFormat(htmlLang(language), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
        for (const minor of amounts) {
          expect(formatMinor(minor, currency, language)).toBe(intl.format(Number(minor) / 100));
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import vectors from '../../../test/money-vectors.json';
import { convert, formatMinor, fromMinor, lineTotal, readStoredAmount, toMinor } from './money';

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
    expect(formatMinor(1250n, 'GBP')).toBe('£12.50');
    expect(formatMinor(123450n, 'UAH')).toBe('₴1,234.50');
    expect(formatMinor(0n, 'EUR')).toBe('€0.00');
    expect(formatMinor(-300n, 'EUR')).toBe('-€3.00');
  });
});

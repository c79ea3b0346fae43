import { describe, expect, it } from 'vitest';
import { formatLineQuantity, formatMoney, isFabricLine } from './format';

describe('account formats', () => {
  it('shows an amount in its own currency, never converted', () => {
    expect(formatMoney('1234.5', 'UAH', 'en')).toBe('₴1,234.50');
    expect(formatMoney('1234.5', 'UAH', 'ua')).toBe('1\u00a0234,50\u00a0₴');
    expect(formatMoney('4.50', 'GBP', 'en')).toBe('£4.50');
    expect(formatMoney('12.00', 'CHF', 'de')).toBe('12.00 CHF');
  });

  it('shows fabric quantities by 0.1 and others whole', () => {
    expect(isFabricLine('0.1')).toBe(true);
    expect(isFabricLine('1')).toBe(false);
    expect(formatLineQuantity('2.5', '0.1', 'en')).toBe('2.5');
    expect(formatLineQuantity('2.5', '0.1', 'de')).toBe('2,5');
    expect(formatLineQuantity('3', '1', 'en')).toBe('3');
  });
});

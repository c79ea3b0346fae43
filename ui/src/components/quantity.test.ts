import { describe, expect, it } from 'vitest';
import { clampQuantity, formatQuantity, parseQuantity } from './quantity';

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
});

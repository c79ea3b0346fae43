import { describe, expect, it } from 'vitest';
import { countedKey } from './plural';

describe('countedKey', () => {
  it('takes the form each language gives the number', () => {
    expect(countedKey('x', 1, 'en')).toBe('x_one');
    expect(countedKey('x', 36, 'en')).toBe('x_other');
    expect(['21', '22', '25', '12'].map((n) => countedKey('x', Number(n), 'ua'))).toEqual(['x_one', 'x_few', 'x_many', 'x_many']);
    expect(['21', '22', '25'].map((n) => countedKey('x', Number(n), 'ru'))).toEqual(['x_one', 'x_few', 'x_many']);
    expect(['1', '21', '22'].map((n) => countedKey('x', Number(n), 'pl'))).toEqual(['x_one', 'x_many', 'x_few']);
    expect(countedKey('x', 1, 'de')).toBe('x_one');
  });
});

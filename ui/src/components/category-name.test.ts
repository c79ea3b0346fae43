import { describe, expect, it } from 'vitest';
import { categoryDisplayName } from './category-name';

describe('categoryDisplayName', () => {
  it('shows the Ukrainian part in ua', () => {
    expect(categoryDisplayName('Mesh - Power mesh__Сітка', 'ua')).toBe('Сітка');
    expect(categoryDisplayName('Lycra__Лайкра', 'ua')).toBe('Лайкра');
  });

  it('cuts the first part at the first underscore or " -" in other languages', () => {
    expect(categoryDisplayName('Mesh - Power mesh__Сітка', 'en')).toBe('Mesh');
    expect(categoryDisplayName('Hotfix_flatback__Термоклейові', 'de')).toBe('Hotfix');
    expect(categoryDisplayName('Stretch Velvet - Solid__Стрейч-оксамит', 'pl')).toBe('Stretch Velvet');
    expect(categoryDisplayName('Crepe-back satin__Атлас-креп', 'en')).toBe('Crepe-back satin');
  });

  it('keeps names without separators, also in ua', () => {
    expect(categoryDisplayName('Pearls', 'en')).toBe('Pearls');
    expect(categoryDisplayName('Solid_colour', 'ua')).toBe('Solid');
  });
});

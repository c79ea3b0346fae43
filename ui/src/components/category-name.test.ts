import { describe, expect, it } from 'vitest';
import { categoryDisplayName, categoryName } from './category-name';

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

describe('categoryName', () => {
  const velvet = { name: 'Stretch Velvet - Solid__Стрейч-оксамит', name_pl: 'Welur stretch', name_ru: null, name_de: 'Stretchsamt' };

  it('shows the category’s own name in Polish, Russian and German where it has one', () => {
    expect(categoryName(velvet, 'pl')).toBe('Welur stretch');
    expect(categoryName(velvet, 'de')).toBe('Stretchsamt');
  });

  it('keeps the spec’s rule for English, Ukrainian and a language without its own name', () => {
    expect(categoryName(velvet, 'en')).toBe('Stretch Velvet');
    expect(categoryName(velvet, 'ua')).toBe('Стрейч-оксамит');
    expect(categoryName(velvet, 'ru')).toBe('Stretch Velvet');
    expect(categoryName({ name: 'Lycra__Лайкра' }, 'de')).toBe('Lycra');
  });
});

import { describe, expect, it } from 'vitest';
import { convertDetectedLanguage, htmlLang, toLanguage } from './language';

describe('convertDetectedLanguage', () => {
  it.each([
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['UK_ua', 'ua'],
    ['ua', 'ua'],
    ['UA', 'ua'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['de-AT', 'de'],
    ['pl-PL', 'pl'],
    ['ru-RU', 'ru'],
    ['fr-FR', 'fr'],
  ])('%s -> %s', (detected, expected) => {
    expect(convertDetectedLanguage(detected)).toBe(expected);
  });
});

describe('toLanguage', () => {
  it('falls back to English for unsupported or missing languages', () => {
    expect(toLanguage('uk-UA')).toBe('ua');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});

describe('htmlLang', () => {
  it('uses the ISO code uk for Ukrainian', () => {
    expect(htmlLang('ua')).toBe('uk');
    expect(htmlLang('de')).toBe('de');
  });
});

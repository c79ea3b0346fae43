// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, type DetectionOptions } from './language-detector';
import { convertDetectedLanguage } from './language';

function detector(options: Partial<DetectionOptions> = {}) {
  const module = createLanguageDetector();
  module.init?.({} as never, {}, { detection: { convertDetectedLanguage, ...options } });
  return module;
}

function browser({ search = '', cookie = '', languages = ['en-GB'] }: { search?: string; cookie?: string; languages?: string[] }) {
  window.history.replaceState(null, '', `/${search}`);
  document.cookie = cookie || 'i18next=; max-age=0';
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  document.documentElement.lang = 'en';
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'i18next=; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('createLanguageDetector', () => {
  it('lists what it finds in the spec order: query string, cookie, local, session, browser, html', () => {
    browser({ search: '?lng=de', cookie: 'i18next=pl', languages: ['uk-UA', 'en'] });
    window.localStorage.setItem('i18nextLng', 'ru');
    window.sessionStorage.setItem('i18nextLng', 'en');
    // query, cookie, localStorage, sessionStorage, navigator.languages, navigator.language, <html lang>
    expect(detector().detect()).toEqual(['de', 'pl', 'ru', 'en', 'ua', 'en', 'ua', 'en']);
  });

  it('maps Ukrainian browser languages to ua', () => {
    browser({ languages: ['uk-UA'] });
    expect(detector().detect()?.[0]).toBe('ua');
  });

  it('skips sources that have nothing', () => {
    browser({ languages: ['pl-PL'] });
    window.sessionStorage.setItem('i18nextLng', 'de');
    expect(detector().detect()?.slice(0, 2)).toEqual(['de', 'pl']);
  });

  it('caches the chosen language in localStorage only', () => {
    detector().cacheUserLanguage?.('ua');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ua');
    expect(window.sessionStorage.getItem('i18nextLng')).toBeNull();
  });

  it('survives blocked storage', () => {
    browser({ languages: ['de-DE'] });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const module = detector();
    expect(module.detect()?.[0]).toBe('de');
    expect(() => module.cacheUserLanguage?.('de')).not.toThrow();
  });
});

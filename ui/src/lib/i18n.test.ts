// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, LOCALES_LOAD_PATH } from './i18n';

const translations = { status: { loading: 'Завантаження…' } };

function stubLocales() {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(translations), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function initWith(navigatorLanguage: string) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([navigatorLanguage]);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(navigatorLanguage);
  const instance = initI18n(createInstance());
  await new Promise<void>((resolve) => {
    if (instance.isInitialized) resolve();
    else instance.on('initialized', () => resolve());
  });
  await instance.loadNamespaces('common');
  return instance;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('initI18n', () => {
  it('maps a uk-UA browser to ua, caches it and loads versioned files', async () => {
    const fetchMock = stubLocales();
    const i18n = await initWith('uk-UA');
    expect(i18n.language).toBe('ua');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');
    expect(fetchMock).toHaveBeenCalledWith('/locales/ua/common.json?v=test', expect.anything());
    expect(i18n.t('status.loading')).toBe('Завантаження…');
  });

  it('prefers the stored language to the browser language', async () => {
    stubLocales();
    window.localStorage.setItem('i18nextLng', 'de');
    expect((await initWith('pl-PL')).language).toBe('de');
  });

  it('falls back to English for unsupported languages', async () => {
    stubLocales();
    const i18n = await initWith('fr-FR');
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('is configured as the spec says', async () => {
    stubLocales();
    const { options } = await initWith('en');
    expect(options.supportedLngs).toEqual(['en', 'ua', 'pl', 'ru', 'de', 'cimode']);
    expect(options.fallbackLng).toEqual(['en']);
    expect(options.detection).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    });
    expect(options.react?.useSuspense).toBe(true);
    expect(LOCALES_LOAD_PATH).toBe('/locales/{{lng}}/{{ns}}.json?v=test');
  });
});

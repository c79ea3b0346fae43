/**
 * i18next set up exactly as the spec says: five languages, English fallback, detection order
 * querystring > cookie > localStorage > sessionStorage > navigator > <html lang>, cached in
 * localStorage under i18nextLng; translation files /locales/<lng>/<ns>.json fetched with 5 attempts
 * (waits 350, 700, 1400, 2800 ms). `common` is the default namespace; a feature with many texts
 * keeps them in its own namespace (ui/locales/<lng>/<feature>.json, useTranslation('<feature>')).
 */
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { convertDetectedLanguage, DEFAULT_LANGUAGE, htmlLang, LANGUAGES } from './language';
import { fetchWithRetry } from './retry';
import { STORAGE_KEYS } from './storage';

export const DEFAULT_NAMESPACE = 'common';
export const LOCALES_LOAD_PATH = `/locales/{{lng}}/{{ns}}.json?v=${__LOCALES_VERSION__}`;

const requestWithRetry: NonNullable<HttpBackendOptions['request']> = (_options, url, _payload, callback) => {
  fetchWithRetry(url, { headers: { Accept: 'application/json' } })
    .then(async (response) => callback(null, { status: response.status, data: await response.text() }))
    .catch((error: unknown) => callback(error, null));
};

export function initI18n(instance: I18n = i18next): I18n {
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLang(language);
  });
  void instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGES,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      // requestWithRetry already retries; i18next's own retries would multiply the attempts.
      maxRetries: 0,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEYS.i18nextLng,
        caches: ['localStorage'],
        convertDetectedLanguage,
      },
      backend: {
        loadPath: LOCALES_LOAD_PATH,
        request: requestWithRetry,
      } satisfies HttpBackendOptions,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}

export default i18next;

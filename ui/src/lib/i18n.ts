/**
 * i18next set up exactly as the spec says: five languages, English fallback, detection order
 * querystring > cookie > localStorage > sessionStorage > navigator > <html lang>, cached in
 * localStorage under i18nextLng; translation files /locales/<lng>/<ns>.json fetched with 5 attempts
 * (waits 350, 700, 1400, 2800 ms) by ./i18n-backend, unless the page brought them (./page-words);
 * detection by ./language-detector. `common` is the default namespace; `shell` holds the header, menus,
 * footer, call-back and search-box texts and loads with it; a feature with many texts keeps them in its own namespace (ui/locales/<lng>/<feature>.json, useTranslation('<feature>')).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLocalesBackend } from './i18n-backend';
import { createLanguageDetector } from './language-detector';
import { pageWords } from './page-words';
import { convertDetectedLanguage, DEFAULT_LANGUAGE, htmlLang, LANGUAGES } from './language';
import { STORAGE_KEYS } from './storage';

export const DEFAULT_NAMESPACE = 'common';
/** Loaded at start-up with `common`: every page shows the shell. */
export const SHELL_NAMESPACE = 'shell';
export const LOCALES_LOAD_PATH = `/locales/{{lng}}/{{ns}}.json?v=${__LOCALES_VERSION__}`;

export function initI18n(instance: I18n = i18next): I18n {
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLang(language);
  });
  void instance
    .use(createLocalesBackend({ loadPath: LOCALES_LOAD_PATH, given: pageWords() }))
    .use(createLanguageDetector())
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGES,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE, SHELL_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      // The backend already retries; i18next's own retries would multiply the attempts.
      maxRetries: 0,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEYS.i18nextLng,
        caches: ['localStorage'],
        convertDetectedLanguage,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}

export default i18next;

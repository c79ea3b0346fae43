/**
 * The i18next language detector: the spec's order (query string `lng`, cookie `i18next`,
 * localStorage `i18nextLng`, sessionStorage `i18nextLng`, the browser's languages, <html lang>),
 * the first supported one wins; the chosen language is cached in localStorage. Options come from
 * i18next's `detection` settings (lib/i18n.ts).
 */
import type { InitOptions, LanguageDetectorModule, Services } from 'i18next';

export type DetectionSource = 'querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';
type StorageName = 'localStorage' | 'sessionStorage';

export interface DetectionOptions {
  order: DetectionSource[];
  lookupQuerystring: string;
  lookupCookie: string;
  lookupLocalStorage: string;
  lookupSessionStorage: string;
  caches: StorageName[];
  convertDetectedLanguage?: (language: string) => string;
}

const DEFAULTS: DetectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

function storage(name: StorageName): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const LOOKUPS: Record<DetectionSource, (options: DetectionOptions) => (string | null | undefined)[]> = {
  querystring: (options) => [new URLSearchParams(window.location.search).get(options.lookupQuerystring)],
  cookie: (options) => [readCookie(options.lookupCookie)],
  localStorage: (options) => [storage('localStorage')?.getItem(options.lookupLocalStorage)],
  sessionStorage: (options) => [storage('sessionStorage')?.getItem(options.lookupSessionStorage)],
  navigator: () => [...(navigator.languages ?? []), navigator.language],
  htmlTag: () => [document.documentElement.getAttribute('lang')],
};

export function createLanguageDetector(): LanguageDetectorModule {
  let options = DEFAULTS;
  return {
    type: 'languageDetector',
    init(_services: Services, detectorOptions: object = {}, i18nextOptions: InitOptions = {}) {
      options = { ...DEFAULTS, ...(i18nextOptions.detection as Partial<DetectionOptions>), ...detectorOptions };
    },
    /** Every language found, in order; i18next takes the first one it supports. */
    detect() {
      const convert = options.convertDetectedLanguage ?? ((language: string) => language);
      return options.order
        .flatMap((source) => {
          try {
            return LOOKUPS[source](options);
          } catch {
            return [];
          }
        })
        .filter((found): found is string => typeof found === 'string' && found.trim() !== '')
        .map(convert);
    },
    cacheUserLanguage(language: string) {
      for (const name of options.caches) {
        try {
          storage(name)?.setItem(name === 'localStorage' ? options.lookupLocalStorage : options.lookupSessionStorage, language);
        } catch {
          // Storage full or blocked: the language still applies to this page view.
        }
      }
    },
  };
}

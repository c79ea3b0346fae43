/** The interface languages. Ukrainian is stored as `ua` (spec), although its ISO 639-1 code is `uk`. */
export const LANGUAGES = ['en', 'ua', 'pl', 'ru', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Normalises whatever a detector found (query string, cookie, storage, navigator, <html lang>):
 * lower-cased, region dropped, and every Ukrainian form (`uk`, `uk-UA`, `UK_ua`) mapped to `ua`.
 * Unsupported languages come back normalised; i18next then falls back to English.
 */
export function convertDetectedLanguage(detected: string): string {
  const base = detected.trim().toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
  return base === 'uk' ? 'ua' : base;
}

/** The code to put in <html lang> (BCP 47), which differs from ours only for Ukrainian. */
export function htmlLang(language: string): string {
  return language === 'ua' ? 'uk' : language;
}

/** The app's language for data lookups (e.g. product_name_<lng>), English when unsupported. */
export function toLanguage(value: string | undefined): Language {
  const converted = value === undefined ? '' : convertDetectedLanguage(value);
  return isLanguage(converted) ? converted : DEFAULT_LANGUAGE;
}

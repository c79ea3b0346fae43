import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, LANGUAGES, toLanguage, type Language } from '@/lib/language';
import { setString, STORAGE_KEYS } from '@/lib/storage';

export interface LanguageOption {
  code: Language;
  /** Each language by its own name, as visitors look for it. */
  name: string;
  /** Flag image in ui/public/flags. */
  flag: string;
}

const FLAGS: Record<Language, string> = { en: 'gb', ua: 'ua', pl: 'pl', ru: 'ru', de: 'de' };
const NAMES: Record<Language, string> = {
  en: 'English',
  ua: 'Українська',
  pl: 'Polski',
  ru: 'Русский',
  de: 'Deutsch',
};

export const LANGUAGE_OPTIONS: LanguageOption[] = LANGUAGES.map((code) => ({
  code,
  name: NAMES[code],
  flag: `/flags/${FLAGS[code]}.svg`,
}));

export const languageOption = (code: Language): LanguageOption =>
  LANGUAGE_OPTIONS.find((option) => option.code === code) ?? (LANGUAGE_OPTIONS[0] as LanguageOption);

export { htmlLang };

/** The current language and a setter that switches the UI and stores the code under i18nextLng. */
export function useLanguage(): [Language, (code: Language) => void] {
  const { i18n } = useTranslation();
  const change = useCallback(
    (code: Language) => {
      setString(STORAGE_KEYS.i18nextLng, code);
      void i18n.changeLanguage(code);
    },
    [i18n],
  );
  return [toLanguage(i18n.resolvedLanguage ?? i18n.language), change];
}

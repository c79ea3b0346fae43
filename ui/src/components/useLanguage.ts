import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@/lib/language';

/** The interface language, for choosing per-language data fields (product_name_ua ...). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage);
}

import { useTranslation } from 'react-i18next';
import { htmlLang, LANGUAGE_OPTIONS, useLanguage } from '../languages';
import { Flag } from './Flag';

/** The five languages as a row of flag buttons (mobile menu). */
export function LanguageOptions() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <div className="choice-row" role="group" aria-label={t('language.label')}>
      {LANGUAGE_OPTIONS.map((option) => (
        <button
          key={option.code}
          type="button"
          className="choice-row__item"
          aria-pressed={option.code === language}
          lang={htmlLang(option.code)}
          onClick={() => setLanguage(option.code)}
        >
          <Flag option={option} />
          <span>{option.name}</span>
        </button>
      ))}
    </div>
  );
}

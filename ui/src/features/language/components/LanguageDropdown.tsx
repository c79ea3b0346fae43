import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/Dropdown';
import { htmlLang, LANGUAGE_OPTIONS, languageOption, useLanguage } from '../languages';
import { Flag } from './Flag';

/** Header language menu: flag and code on the button, the five languages with flags in the list. */
export function LanguageDropdown({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  const current = languageOption(language);
  return (
    <Dropdown
      className={className}
      buttonClassName="header-control"
      // The name includes the code shown on the button (WCAG 2.5.3, label in name).
      label={t('language.current', { language: `${language.toUpperCase()} (${current.name})` })}
      button={
        <>
          <Flag option={current} />
          <span className="header-control__text header-control__code">{language.toUpperCase()}</span>
        </>
      }
    >
      {LANGUAGE_OPTIONS.map((option) => (
        <button
          key={option.code}
          type="button"
          role="menuitemradio"
          aria-checked={option.code === language}
          lang={htmlLang(option.code)}
          className="dropdown__item"
          onClick={() => setLanguage(option.code)}
        >
          <Flag option={option} />
          <span>{option.name}</span>
        </button>
      ))}
    </Dropdown>
  );
}

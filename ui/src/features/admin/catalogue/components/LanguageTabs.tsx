import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/language';

interface LanguageTabsProps {
  id: string;
  /** The tab list's name, e.g. "Name and description". */
  label: string;
  selected: Language;
  onSelect: (language: Language) => void;
  /** Languages whose panel has an error (the tab says so). */
  invalid?: readonly Language[];
  children: (language: Language) => ReactNode;
}

/**
 * One tab per interface language (WAI-ARIA tabs: arrows, Home and End move between them). Every panel stays
 * rendered, hidden but for the chosen one, so nothing typed is lost when switching.
 */
export function LanguageTabs({ id, label, selected, onSelect, invalid = [], children }: LanguageTabsProps) {
  const { t } = useTranslation('admin-catalogue');
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>, language: Language) => {
    const index = LANGUAGES.indexOf(language);
    const last = LANGUAGES.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = LANGUAGES[target] ?? language;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="ac-tabs">
      <div className="ac-tabs__list" role="tablist" aria-label={label}>
        {LANGUAGES.map((language) => {
          const active = language === selected;
          const hasError = invalid.includes(language);
          return (
            <button
              key={language}
              ref={(element) => {
                tabs.current[language] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-controls={`${id}-panel-${language}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={`ac-tabs__tab${hasError ? ' ac-tabs__tab--invalid' : ''}`}
              onClick={() => onSelect(language)}
              onKeyDown={(event) => move(event, language)}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="visually-hidden">{t(`languages.${language}`)}</span>
              {hasError && <span className="visually-hidden"> — {t('form.tabHasErrors')}</span>}
              {hasError && (
                <span className="ac-tabs__mark" aria-hidden="true">
                  !
                </span>
              )}
            </button>
          );
        })}
      </div>
      {LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== selected}
          className="ac-tabs__panel"
        >
          {children(language)}
        </div>
      ))}
    </div>
  );
}

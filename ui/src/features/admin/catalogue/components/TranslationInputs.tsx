import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { LANGUAGES, type Language } from '@/lib/language';
import type { Translations } from '../types';

interface TranslationInputsProps {
  /** Prefix of the inputs' ids, e.g. "slide-title". */
  id: string;
  /** The group's name, e.g. "Title". */
  legend: string;
  values: Translations;
  onChange: (language: Language, value: string) => void;
  required?: readonly Language[];
  /** Errors by language. */
  errors?: Partial<Record<Language, string>>;
  maxLength?: number;
}

/** One text input per interface language, grouped under a legend ("Title — English" ...). */
export function TranslationInputs({ id, legend, values, onChange, required = [], errors = {}, maxLength }: TranslationInputsProps) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <fieldset className="ac-fieldset ac-translations">
      <legend className="ac-fieldset__legend">{legend}</legend>
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          id={`${id}-${language}`}
          label={t(`languages.${language}`)}
          lang={language === 'ua' ? 'uk' : language}
          value={values[language]}
          onChange={(event) => onChange(language, event.target.value)}
          required={required.includes(language)}
          error={errors[language]}
          maxLength={maxLength}
          optional={!required.includes(language)}
        />
      ))}
    </fieldset>
  );
}

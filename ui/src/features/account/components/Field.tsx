import { useMemo, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { countryOptions } from '../countries';

interface FrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Label, control, hint and error of one form field; the error is announced and tied to the control. */
function FieldFrame({ id, label, error, hint, optional, render }: FrameProps & { render: (props: ControlProps) => ReactNode }) {
  const { t } = useTranslation('account');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('form.optional')})</span>}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ id, label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional }}
      render={(control) => <input {...input} {...control} className={`field__input ${className ?? ''}`.trim()} />}
    />
  );
}

type SelectFieldProps = FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ id, label, error, hint, optional, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional }}
      render={(control) => (
        <select {...select} {...control} className={`select field__select ${className ?? ''}`.trim()}>
          {children}
        </select>
      )}
    />
  );
}

type CountryFieldProps = Omit<SelectFieldProps, 'children'> & {
  /** The first choice, for no country chosen yet. */
  emptyOption: string;
};

/** A country list in the interface language's names and order, after an empty first choice. */
export function CountryField({ emptyOption, ...select }: CountryFieldProps) {
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <SelectField {...select}>
      <option value="">{emptyOption}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, error, hint, optional, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional }}
      render={(control) => <textarea {...area} {...control} className={`field__input ${className ?? ''}`.trim()} />}
    />
  );
}

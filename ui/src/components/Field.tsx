import { useMemo, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions, type CountryCode } from '@/lib/countries';
import { useLanguage } from './useLanguage';

interface FrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /**
   * Say the error aloud as it appears (role="alert"); default true. A form that announces a summary of its
   * errors on submit passes false, so a screen reader does not hear every field's error at once.
   */
  announce?: boolean;
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Label, control, hint and error of one form field; the error is tied to the control. */
function FieldFrame({ id, label, error, hint, optional, announce = true, render }: FrameProps & { render: (props: ControlProps) => ReactNode }) {
  const { t } = useTranslation('shop');
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
        <p className="field__error" id={errorId} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = (base: string, extra: string | undefined) => `${base} ${extra ?? ''}`.trim();

type TextFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** An input, type="text" unless told otherwise. */
export function TextField({ id, label, error, hint, optional, announce, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional, announce }}
      render={(control) => <input type="text" {...input} {...control} className={controlClass('field__input', className)} />}
    />
  );
}

type SelectFieldProps = FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ id, label, error, hint, optional, announce, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional, announce }}
      render={(control) => (
        <select {...select} {...control} className={controlClass('select field__select', className)}>
          {children}
        </select>
      )}
    />
  );
}

type CountryFieldProps = Omit<SelectFieldProps, 'children'> & {
  /** The first choice, for no country chosen yet. */
  emptyOption: string;
  /** Only the countries this accepts (default: every country). */
  include?: (code: CountryCode) => boolean;
};

/** A country list in the interface language's names and order, after an empty first choice. */
export function CountryField({ emptyOption, include, ...select }: CountryFieldProps) {
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  const shown = include ? countries.filter((country) => include(country.code)) : countries;
  return (
    <SelectField {...select}>
      <option value="">{emptyOption}</option>
      {shown.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, error, hint, optional, announce, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional, announce }}
      render={(control) => <textarea {...area} {...control} className={controlClass('field__input', className)} />}
    />
  );
}

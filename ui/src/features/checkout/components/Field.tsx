import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Label, control, hint and error of one checkout field; the error is tied to the control. */
function FieldFrame({ id, label, error, hint, optional, render }: FrameProps & { render: (props: ControlProps) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('optional')})</span>}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
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
      render={(control) => <input type="text" {...input} {...control} className={`field__input ${className ?? ''}`.trim()} />}
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

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, error, hint, optional, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional }}
      render={(control) => <textarea {...area} {...control} className={`field__input ${className ?? ''}`.trim()} />}
    />
  );
}

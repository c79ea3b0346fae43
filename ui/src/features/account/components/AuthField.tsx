import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'aria-describedby'>;

interface AuthFieldProps extends InputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it; null or undefined when the field is fine. */
  error?: string | null;
  /** Marks the field as wrong when its message is shown elsewhere (the form's message line). */
  invalid?: boolean;
  hint?: string;
  /** Elements outside the field that describe it (e.g. the message line that names this field). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function AuthField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  invalid = false,
  hint,
  describedBy,
  inputRef,
  ...input
}: AuthFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className="field auth-form__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        className="field__input auth-form__input"
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={described || undefined}
      />
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

/** The e-mail field of the sign-in, sign-up and forgotten-password forms. */
export function EmailField(props: Omit<AuthFieldProps, 'name' | 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <AuthField
      {...props}
      name="email"
      label={t('common.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
    />
  );
}

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { fieldErrorsOf } from '../api';

export type FieldErrors = Record<string, string>;

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** After a failed submit, moves the keyboard focus to the first field marked invalid. */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors, attempt: number) {
  useEffect(() => {
    if (attempt === 0 || Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors, attempt]);
}

/**
 * One account form: its values, an error per field (gone once the field changes), the focus on the first error
 * after each submit, and the server's answer shown beside the fields it is about.
 */
export function useAccountForm<F extends object>(initial: F | (() => F)) {
  const { t } = useTranslation('account');
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, errors, attempt);

  const change = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [String(key)]: _dropped, ...rest }) => rest);
  };

  /** Starts a submit with the errors found before sending; true when there are none. */
  const startSubmit = (found: FieldErrors): boolean => {
    setAttempt((count) => count + 1);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const failureText = (error: unknown) => (error instanceof Error ? error.message : t('errors.save'));

  /** The server said no: its errors beside their fields, or its message in the form's error line. */
  const showFailure = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(Object.keys(fields).length > 0 ? fields : { form: failureText(error) });
  };

  /** The same, with a message that names no field in a toast. */
  const toastFailure = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    if (Object.keys(fields).length === 0) toast.error(failureText(error));
  };

  /** The props every text control of the form shares: its id, name, value, error and change handler. */
  const bind = <K extends TextKey<F>>(key: K) => ({
    id: `${ids}-${key}`,
    name: key,
    value: form[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => change(key, event.target.value as F[K]),
  });

  return { ids, formRef, form, setForm, errors, change, startSubmit, showFailure, toastFailure, bind };
}

interface FormActionsProps {
  busy: boolean;
  submitLabel: string;
  /** The form's error line: a failure that names no field. */
  error?: string;
  /** More buttons after the submit button. */
  children?: ReactNode;
}

/** The end of an account form: its error line, then the submit button (a spinner while busy) and any others. */
export function FormActions({ busy, submitLabel, error, children }: FormActionsProps) {
  return (
    <>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy && <Spinner size="small" label="" />}
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}

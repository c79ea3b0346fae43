import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../auth-api';
import { firstField, type FieldRules } from '../auth-validation';
import { startSession } from '../session';
import { useRuleText } from './AuthTexts';

interface SessionFormOptions<F extends string> {
  /** The form's fields in the order it shows them (focus goes to the first one at fault). */
  fields: readonly F[];
  validate: () => FieldRules<F>;
  /** The sign-in or sign-up call; its answer is stored only when it is a session. */
  send: () => Promise<unknown>;
  /** Shown when the server said nothing usable. */
  failedText: string;
  onSession?: () => void;
}

export interface SessionFormState<F extends string> {
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  /** The server's message (or ours when it sent none); null before a failure. */
  failure: string | null;
  fieldErrors: Partial<Record<F, string>>;
  /** Forgets a field's error once the shopper edits it. */
  clearField: (field: F) => void;
  /** AuthField's error props; a field error the failure line already says is not said twice. */
  errorProps: (field: F, failureId: string) => { error: string | null; invalid: boolean; describedBy?: string };
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * Sign-in and sign-up alike: check the form, send it, and keep the answer (startSession) only when it is a session;
 * a failure stores nothing and shows the server's message, with its per-field errors next to their fields.
 * The page itself moves on once a session exists.
 */
export function useAuthSessionForm<F extends string>(options: SessionFormOptions<F>): SessionFormState<F> {
  const { t } = useTranslation('auth');
  const ruleText = useRuleText();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});

  const show = (errors: Partial<Record<F, string>>) => {
    setFieldErrors(errors);
    const first = firstField(options.fields, errors);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const rules = options.validate();
    const texts: Partial<Record<F, string>> = {};
    for (const field of options.fields) {
      const rule = rules[field];
      if (rule) texts[field] = ruleText(rule);
    }
    show(texts);
    if (Object.keys(texts).length > 0) return;

    setBusy(true);
    try {
      const session = startSession(await options.send());
      if (session?.token) options.onSession?.();
      else setFailure(options.failedText);
    } catch (error) {
      const shown = describeFailure(error);
      setFailure(shown.message ?? (shown.unreachable ? t('common.unreachable') : options.failedText));
      const serverErrors: Partial<Record<F, string>> = {};
      for (const field of options.fields) {
        const text = shown.fields[field];
        if (text) serverErrors[field] = text;
      }
      show(serverErrors);
    } finally {
      setBusy(false);
    }
  };

  const clearField = (field: F) => {
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorProps = (field: F, failureId: string) => {
    const error = fieldErrors[field] ?? null;
    const repeatsFailure = error !== null && error === failure;
    return {
      error: repeatsFailure ? null : error,
      invalid: error !== null,
      describedBy: repeatsFailure ? failureId : undefined,
    };
  };

  return { formRef, busy, failure, fieldErrors, clearField, errorProps, submit };
}

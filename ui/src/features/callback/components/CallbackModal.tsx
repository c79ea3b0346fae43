import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { createCallbackQuery } from '../api';
import {
  EMPTY_CALLBACK_FORM,
  NAME_MAX,
  QUERY_MAX,
  validateCallback,
  type CallbackField,
  type CallbackForm,
  type CallbackProblem,
} from '../validation';

interface CallbackModalProps {
  open: boolean;
  onClose: () => void;
}

/** What the form shows under its fields: a message and the fields it is about. */
interface Shown {
  message: string;
  fields: CallbackField[];
}

const FIELDS: readonly CallbackField[] = ['name', 'phone', 'query', 'privacyAccepted'];

/** A 400 from the server names the fields at fault in `errors` (the same rules, checked again there). */
function serverProblem(error: unknown): Shown | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return null;
  const fields = FIELDS.filter((field) => field in (error.errors ?? {}));
  return fields.length > 0 ? { message: error.message, fields } : null;
}

/**
 * The call-back form (closed -> open -> submitting -> closed and cleared on success; open with the
 * values kept on failure). It stays mounted once opened, so closing it by mistake keeps the draft.
 */
export default function CallbackModal({ open, onClose }: CallbackModalProps) {
  const { t } = useTranslation('shell');
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<CallbackForm>(EMPTY_CALLBACK_FORM);
  const [error, setError] = useState<Shown | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const invalid = error?.fields ?? [];

  const explain = ({ rule, fields }: CallbackProblem): Shown => {
    if (rule === 'nameTooLong') return { message: t('callback.nameTooLong', { max: NAME_MAX }), fields };
    if (rule === 'queryTooLong') return { message: t('callback.queryTooLong', { max: QUERY_MAX }), fields };
    return { message: t(`callback.messages.${rule}`), fields };
  };
  const show = (shown: Shown | null) => {
    setError(shown);
    const first = shown?.fields[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const close = () => {
    setError(null);
    onClose();
  };

  const update = <K extends CallbackField>(field: K, value: CallbackForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validateCallback(form);
    show(problem && explain(problem));
    if (problem) return;
    setSubmitting(true);
    try {
      const created = await createCallbackQuery({
        name: form.name.trim(),
        phone: form.phone.trim(),
        query: form.query.trim(),
      });
      if (!created) throw new Error('The server did not confirm the call-back query.');
      toast.success(t('callback.messages.success'));
      setForm(EMPTY_CALLBACK_FORM);
      close();
    } catch (failure) {
      show(serverProblem(failure));
      toast.error(t('callback.messages.failure'));
    } finally {
      setSubmitting(false);
    }
  };

  const errorId = `${ids}-error`;
  // "I have read and agree to the <link>Privacy Policy</link>": the link's place depends on the language.
  const [privacyBefore = '', privacyLink = '', privacyAfter = ''] = t('callback.privacy').split(/<\/?link>/);
  const fieldProps = (field: CallbackField) => ({
    id: `${ids}-${field}`,
    name: field,
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) ? errorId : undefined,
  });

  return (
    <Modal open={open} onClose={close} labelledBy={`${ids}-title`} describedBy={`${ids}-intro`} className="callback">
      <div className="modal__header">
        <h2 className="modal__title" id={`${ids}-title`}>
          {t('callback.title')}
        </h2>
        <ModalCloseButton label={t('callback.close')} onClick={close} />
      </div>
      <p className="modal__intro" id={`${ids}-intro`}>
        {t('callback.intro')}
      </p>
      <form ref={formRef} className="callback-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="callback-form__field">
          <label className="callback-form__label" htmlFor={`${ids}-name`}>
            {t('callback.name')}
          </label>
          <input
            {...fieldProps('name')}
            className="callback-form__input"
            type="text"
            autoComplete="name"
            data-autofocus
            value={form.name}
            onChange={(event) => update('name', event.target.value)}
          />
        </div>
        <div className="callback-form__field">
          <label className="callback-form__label" htmlFor={`${ids}-phone`}>
            {t('callback.phone')}
          </label>
          <input
            {...fieldProps('phone')}
            className="callback-form__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('callback.phonePlaceholder')}
            value={form.phone}
            onChange={(event) => update('phone', event.target.value)}
          />
        </div>
        <div className="callback-form__field">
          <label className="callback-form__label" htmlFor={`${ids}-query`}>
            {t('callback.query')}
          </label>
          <textarea
            {...fieldProps('query')}
            className="callback-form__input callback-form__textarea"
            rows={4}
            value={form.query}
            onChange={(event) => update('query', event.target.value)}
          />
        </div>
        <div className="callback-form__check">
          <input
            {...fieldProps('privacyAccepted')}
            type="checkbox"
            checked={form.privacyAccepted}
            onChange={(event) => update('privacyAccepted', event.target.checked)}
          />
          <label htmlFor={`${ids}-privacyAccepted`}>
            {privacyBefore}
            {/* A new tab keeps the form and its draft open. */}
            <a href={paths.privacyPolicy.href()} target="_blank" rel="noopener">
              {privacyLink}
            </a>
            {privacyAfter}
          </label>
        </div>
        {error && (
          <p className="callback-form__error" id={errorId} role="alert">
            {error.message}
          </p>
        )}
        <button className="button button--accent callback-form__submit" type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <Spinner size="small" label="" />
              {t('callback.sending')}
            </>
          ) : (
            t('callback.submit')
          )}
        </button>
      </form>
    </Modal>
  );
}

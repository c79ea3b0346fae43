import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { createCallbackQuery } from '../api';
import { CALLBACK_MESSAGES, EMPTY_CALLBACK_FORM, isValidPhone, validateCallback, type CallbackForm } from '../validation';

interface CallbackModalProps {
  open: boolean;
  onClose: () => void;
}

type Field = 'name' | 'phone' | 'query' | 'privacyAccepted';

/** The fields the message is about, for aria-invalid and to put focus on the first of them. */
function invalidFields(form: CallbackForm, message: string | null): Field[] {
  if (message === CALLBACK_MESSAGES.fillAll) {
    return (['name', 'phone', 'query'] as const).filter((field) => !form[field].trim());
  }
  if (message === CALLBACK_MESSAGES.invalidPhone) return isValidPhone(form.phone) ? [] : ['phone'];
  if (message === CALLBACK_MESSAGES.privacy) return ['privacyAccepted'];
  return [];
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
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const invalid = invalidFields(form, error);

  const close = () => {
    setError(null);
    onClose();
  };

  const update = <K extends Field>(field: K, value: CallbackForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const message = validateCallback(form);
    setError(message);
    if (message) {
      const first = invalidFields(form, message)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const created = await createCallbackQuery({
        name: form.name.trim(),
        phone: form.phone.trim(),
        query: form.query.trim(),
      });
      if (!created) throw new Error('The server did not confirm the call-back query.');
      toast.success(CALLBACK_MESSAGES.success);
      setForm(EMPTY_CALLBACK_FORM);
      close();
    } catch {
      toast.error(CALLBACK_MESSAGES.failure);
    } finally {
      setSubmitting(false);
    }
  };

  const errorId = `${ids}-error`;
  // "I have read and agree to the <link>Privacy Policy</link>": the link's place depends on the language.
  const [privacyBefore = '', privacyLink = '', privacyAfter = ''] = t('callback.privacy').split(/<\/?link>/);
  const fieldProps = (field: Field) => ({
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
            {error}
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

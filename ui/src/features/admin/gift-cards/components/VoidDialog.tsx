import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../../access';
import { formatMoney } from '../../format';
import { voidCard } from '../api';
import { MAX_REASON, type GiftCardDetail } from '../types';

/** The server's word on the reason field (errors: {reason: [...]}) of a refused void. */
function reasonError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const said = error.errors.reason;
  return Array.isArray(said) && typeof said[0] === 'string' ? said[0] : undefined;
}

interface VoidDialogProps {
  card: GiftCardDetail;
  onClose: () => void;
  onVoided: (card: GiftCardDetail) => void;
}

/**
 * Voiding a card asks why (a required line, kept in its ledger and the audit log) and says what it does before the
 * staff member confirms: the card stops paying for good, and what is left is voided.
 */
export function VoidDialog({ card, onClose, onVoided }: VoidDialogProps) {
  const { t } = useTranslation('admin-gift-cards');
  const language = useLanguage();
  const access = useAdminAccess();
  const titleId = useId();
  const warningId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const said = reason.trim();
    if (!said) {
      setFieldError(t('voidDialog.required'));
      return;
    }
    setFieldError(undefined);
    setMessage(null);
    setBusy(true);
    try {
      onVoided(await voidCard(card._id, said, access.token));
    } catch (error) {
      access.deny(error);
      const onField = reasonError(error);
      setFieldError(onField);
      if (!onField) setMessage(error instanceof ApiError && !error.isNetworkError && error.message ? error.message : t('card.failed'));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} describedBy={warningId} className="ac-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t('voidDialog.title', { last4: card.last4 })}
        </h2>
        <ModalCloseButton label={t('voidDialog.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <p id={warningId}>{t('voidDialog.warning', { amount: formatMoney(card.balance, card.currency, language) })}</p>
        <TextField
          id="admin-gc-void-reason"
          label={t('voidDialog.reason')}
          hint={t('voidDialog.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          maxLength={MAX_REASON}
          autoComplete="off"
          data-autofocus
          error={fieldError}
        />
        {message && (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        )}
        <div className="ac-form__actions">
          <button type="button" className="button button--ghost ac-button--plain" onClick={onClose}>
            {t('voidDialog.cancel')}
          </button>
          <button type="submit" className="button admin-button admin-button--danger" disabled={busy}>
            {busy && <Spinner size="small" label={t('voidDialog.confirm')} />}
            {t('voidDialog.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

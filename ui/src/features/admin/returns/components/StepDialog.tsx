import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../../access';
import { CheckboxField } from '../../catalogue/components/CheckboxField';
import { formatLineQuantity, formatMoney } from '../../format';
import { approveReturn, refundReturn, rejectReturn } from '../api';
import { deliveryLeft, refundPreview } from '../steps';
import { MAX_REASON, type ReturnDetail } from '../types';

export type DialogStep = 'approve' | 'reject' | 'refund';

/** The server's word on one field of a refused step (errors: {reason: [...]}). */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const said = error.errors[field];
  return Array.isArray(said) && typeof said[0] === 'string' ? said[0] : undefined;
}

interface StepDialogProps {
  item: ReturnDetail;
  step: DialogStep;
  onClose: () => void;
  onDone: (item: ReturnDetail) => void;
}

/**
 * One step on a return that asks staff something first: approving (a note the shopper reads, optional), refusing (the
 * reason the shopper reads, required), refunding (with the delivery or not, the goods back in stock or not; the
 * amount shown is the order's frozen prices, and the card or the manual way it goes back).
 */
export function StepDialog({ item, step, onClose, onDone }: StepDialogProps) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  const access = useAdminAccess();
  const titleId = useId();
  const textId = useId();
  const [text, setText] = useState('');
  const [withDelivery, setWithDelivery] = useState(false);
  const [restock, setRestock] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (amount: string) => formatMoney(amount, item.currency, language);
  const what = { item: item.productName, quantity: formatLineQuantity(item.quantity, item.minimum, language) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const said = text.trim();
    if (step === 'reject' && !said) {
      setError(t('dialog.reasonRequired'));
      return;
    }
    setError(undefined);
    setMessage(null);
    setBusy(true);
    try {
      const done =
        step === 'approve'
          ? await approveReturn(item._id, said, access.token)
          : step === 'reject'
            ? await rejectReturn(item._id, said, access.token)
            : await refundReturn(item._id, withDelivery, restock, access.token);
      onDone(done);
    } catch (failure) {
      access.deny(failure);
      const onField = fieldError(failure, step === 'approve' ? 'note' : 'reason');
      setError(onField);
      if (!onField) setMessage(failure instanceof ApiError && !failure.isNetworkError && failure.message ? failure.message : t('failed'));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} describedBy={textId} className="ac-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t(`dialog.${step}.title`, { number: item.orderNumber })}
        </h2>
        <ModalCloseButton label={t('dialog.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <p id={textId}>{t(`dialog.${step}.text`, what)}</p>
        {step === 'refund' ? (
          <>
            <p className="admin-big" data-testid="refund-amount">
              {money(refundPreview(item, withDelivery))}
            </p>
            <p className="admin-muted">{t(item.paymentMethod === 'card' ? 'dialog.refund.card' : 'dialog.refund.manual')}</p>
            {deliveryLeft(item.order) && (
              <CheckboxField
                id="admin-return-delivery"
                label={t('dialog.refund.delivery', { amount: money(item.order.deliveryLeft) })}
                checked={withDelivery}
                onChange={setWithDelivery}
              />
            )}
            <CheckboxField
              id="admin-return-restock"
              label={t('dialog.refund.restock')}
              hint={t('dialog.refund.restockHint')}
              checked={restock}
              onChange={setRestock}
            />
          </>
        ) : (
          <TextAreaField
            id="admin-return-text"
            label={t(`dialog.${step}.field`)}
            hint={t(`dialog.${step}.hint`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required={step === 'reject'}
            optional={step === 'approve'}
            maxLength={MAX_REASON}
            rows={3}
            data-autofocus
            error={error}
          />
        )}
        {message && (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        )}
        <div className="ac-form__actions">
          <button type="button" className="button button--ghost ac-button--plain" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            className={`button admin-button ${step === 'reject' ? 'admin-button--danger' : 'admin-button--primary'}`}
            disabled={busy}
          >
            {busy && <Spinner size="small" label={t(`dialog.${step}.confirm`)} />}
            {t(`dialog.${step}.confirm`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}

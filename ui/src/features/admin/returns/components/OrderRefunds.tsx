import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/Field';
import { Modal, ModalCloseButton } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { toMinor } from '@/features/currency/money';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../../access';
import { adminKeys } from '../../api';
import { CheckboxField } from '../../catalogue/components/CheckboxField';
import { Loaded } from '../../components/ListState';
import { formatLineQuantity, formatMoney } from '../../format';
import { refundOrder, returnKeys, useOrderRefundable } from '../api';
import { deliveryLeft, orderRefundPreview, refundQuantity } from '../steps';
import type { Refundable } from '../types';
import { RefundTable } from './RefundTable';

const MAX_NOTE = 300;

/** Staff refund lines (each its own quantity) and/or the delivery of a paid order, without a return request. */
function RefundLinesDialog({ order, onClose, onDone }: { order: Refundable; onClose: () => void; onDone: (order: Refundable) => void }) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  const access = useAdminAccess();
  const titleId = useId();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [withDelivery, setWithDelivery] = useState(false);
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (amount: string) => formatMoney(amount, order.currency, language);
  const open = order.lines.filter((line) => Number(line.left) > 0);

  const chosen: Record<string, number> = {};
  const wrong = new Set<string>();
  for (const line of open) {
    const text = typed[line.lineId] ?? '';
    if (!text.trim()) continue;
    const quantity = refundQuantity(text, line.minimum, line.left);
    if (quantity === null) wrong.add(line.lineId);
    else chosen[line.lineId] = quantity;
  }
  const total = orderRefundPreview(order, chosen, withDelivery);
  const nothing = Object.keys(chosen).length === 0 && !withDelivery;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wrong.size > 0 || nothing) {
      setMessage(nothing ? t('orderRefund.nothing') : t('orderRefund.wrong'));
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      const lines = Object.entries(chosen).map(([lineId, quantity]) => ({ lineId, quantity: String(quantity) }));
      onDone(await refundOrder(order.orderId, { lines, delivery: withDelivery, restock, note: note.trim() }, access.token));
    } catch (error) {
      access.deny(error);
      setMessage(error instanceof ApiError && !error.isNetworkError && error.message ? error.message : t('failed'));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="ac-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t('orderRefund.title', { number: order.orderNumber })}
        </h2>
        <ModalCloseButton label={t('dialog.close')} onClick={onClose} />
      </div>
      <form className="ac-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('orderRefund.text', { left: money(order.moneyLeft) })}</p>
        {open.map((line, index) => (
          <TextField
            key={line.lineId}
            id={`admin-refund-line-${line.lineId}`}
            label={t('orderRefund.line', { name: line.productName, sku: line.sku })}
            hint={t('orderRefund.left', { quantity: formatLineQuantity(line.left, line.minimum, language) })}
            inputMode="decimal"
            autoComplete="off"
            value={typed[line.lineId] ?? ''}
            onChange={(event) => setTyped((current) => ({ ...current, [line.lineId]: event.target.value }))}
            error={wrong.has(line.lineId) ? t('orderRefund.wrongLine') : undefined}
            data-autofocus={index === 0 ? true : undefined}
          />
        ))}
        {deliveryLeft(order) && (
          <CheckboxField
            id="admin-refund-delivery"
            label={t('dialog.refund.delivery', { amount: money(order.deliveryLeft) })}
            checked={withDelivery}
            onChange={setWithDelivery}
          />
        )}
        <CheckboxField
          id="admin-refund-restock"
          label={t('dialog.refund.restock')}
          hint={t('dialog.refund.restockHint')}
          checked={restock}
          onChange={setRestock}
        />
        <TextField
          id="admin-refund-note"
          label={t('orderRefund.note')}
          optional
          maxLength={MAX_NOTE}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="admin-big" data-testid="order-refund-amount">
          {money(total)}
        </p>
        <p className="admin-muted">{t(order.paymentMethod === 'card' ? 'dialog.refund.card' : 'dialog.refund.manual')}</p>
        {message && (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        )}
        <div className="ac-form__actions">
          <button type="button" className="button button--ghost ac-button--plain" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button admin-button admin-button--primary" disabled={busy}>
            {busy && <Spinner size="small" label={t('dialog.refund.confirm')} />}
            {t('dialog.refund.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The order page's refunds: what was refunded, and refunding lines or the delivery of a paid order. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-returns');
  const queryClient = useQueryClient();
  const state = useOrderRefundable(orderId);
  const [open, setOpen] = useState(false);
  return (
    <Loaded query={state} data={state.data}>
      {(order) => (
        <>
          <RefundTable order={order} />
          {order.isPaid && toMinor(order.moneyLeft) > 0n && (
            <div className="admin-actions">
              <button type="button" className="button admin-button" onClick={() => setOpen(true)}>
                {t('orderRefund.open')}
              </button>
            </div>
          )}
          {open && (
            <RefundLinesDialog
              order={order}
              onClose={() => setOpen(false)}
              onDone={(fresh) => {
                setOpen(false);
                queryClient.setQueryData([...returnKeys.all, 'order', orderId], fresh);
                void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
                void queryClient.invalidateQueries({ queryKey: returnKeys.all });
                toast.success(t('done.refund'));
              }}
            />
          )}
        </>
      )}
    </Loaded>
  );
}

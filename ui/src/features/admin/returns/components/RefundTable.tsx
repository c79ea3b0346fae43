import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { formatDateTime, formatLineQuantity, formatMoney } from '../../format';
import type { Refund, Refundable } from '../types';

/** An order's refunds: what each covered (lines and delivery), how much, how it went back, when. */
export function RefundTable({ order }: { order: Refundable }) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  const lines = new Map(order.lines.map((line) => [line.lineId, line]));
  if (order.refunds.length === 0) return <p className="admin-muted">{t('refunds.none')}</p>;
  const covered = (refund: Refund) =>
    [
      ...refund.lines.map((part) => {
        const line = lines.get(part.lineId);
        return line ? `${line.productName} × ${formatLineQuantity(part.quantity, line.minimum, language)}` : part.lineId;
      }),
      ...(Number(refund.delivery) > 0 ? [t('refunds.delivery')] : []),
    ].join(', ');
  return (
    <table className="admin-table admin-gift-cards">
      <caption className="visually-hidden">{t('refunds.caption', { number: order.orderNumber })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('refunds.number')}</th>
          <th scope="col">{t('refunds.what')}</th>
          <th scope="col" className="admin-number">
            {t('refunds.amount')}
          </th>
          <th scope="col">{t('refunds.method')}</th>
          <th scope="col">{t('refunds.at')}</th>
        </tr>
      </thead>
      <tbody>
        {order.refunds.map((refund) => (
          <tr key={refund._id} data-testid="refund-row">
            <th scope="row" data-label={t('refunds.number')}>
              {refund.number}
            </th>
            <td data-label={t('refunds.what')}>
              <span>
                {covered(refund)}
                {refund.restocked && <span className="admin-muted">{t('refunds.restocked')}</span>}
              </span>
            </td>
            <td data-label={t('refunds.amount')} className="admin-number">
              <span className="price">{formatMoney(refund.amount, refund.currency, language)}</span>
            </td>
            <td data-label={t('refunds.method')}>{t(`method.${refund.method}`)}</td>
            <td data-label={t('refunds.at')}>
              <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, language)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

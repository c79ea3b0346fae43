import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useLanguage } from '@/components/useLanguage';
import { useRecurringPayments } from '../../api';
import { formatDate, formatMoney } from '../../components/format';
import { useLabels } from '../../components/labels';
import { QueryView } from '../../components/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import type { RecurringPayment } from '../../types';

function RecurringList({ payments }: { payments: RecurringPayment[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const labels = useLabels();
  if (payments.length === 0) {
    return <EmptyState title={t('recurring.emptyTitle')} text={t('recurring.emptyText')} />;
  }
  return (
    <table className="account-table" data-testid="recurring-table">
      <caption className="visually-hidden">{t('pages.recurring-payments')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('recurring.columns.description')}</th>
          <th scope="col">{t('recurring.columns.amount')}</th>
          <th scope="col">{t('recurring.columns.next')}</th>
          <th scope="col">{t('recurring.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment._id}>
            <th scope="row" data-label={t('recurring.columns.description')}>
              {payment.description}
              <span className="account-table__note">
                {t('recurring.since', { date: formatDate(payment.createdAt, language) })}
              </span>
            </th>
            <td data-label={t('recurring.columns.amount')}>
              {labels.perInterval(formatMoney(payment.amount, payment.currency, language), payment.interval)}
            </td>
            <td data-label={t('recurring.columns.next')}>
              {payment.nextPaymentAt && payment.status === 'active' ? (
                <time dateTime={payment.nextPaymentAt}>{formatDate(payment.nextPaymentAt, language)}</time>
              ) : (
                '—'
              )}
            </td>
            <td data-label={t('recurring.columns.status')}>
              <StatusBadge tone={labels.recurringTone(payment.status)}>{labels.recurringStatus(payment.status)}</StatusBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /account/recurring-payments: the account's subscriptions, or why there are none. */
export default function RecurringPayments() {
  const query = useRecurringPayments();
  return <QueryView query={query}>{(payments) => <RecurringList payments={payments} />}</QueryView>;
}

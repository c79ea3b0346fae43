import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useLanguage } from '@/components/useLanguage';
import { useTransactions } from '../../api';
import { formatDate, formatMoney } from '../../components/format';
import { useLabels } from '../../components/labels';
import { QueryView } from '../../components/QueryView';
import type { Transaction } from '../../types';

/** A refund is money back: shown with a minus whatever sign the server gave it. */
function signedAmount(transaction: Transaction, language: string): string {
  const amount = transaction.amount.replace(/^-/, '');
  return formatMoney(transaction.kind === 'refund' ? `-${amount}` : amount, transaction.currency, language);
}

function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const labels = useLabels();
  if (transactions.length === 0) {
    return <EmptyState title={t('transactions.emptyTitle')} text={t('transactions.emptyText')} />;
  }
  return (
    <table className="account-table" data-testid="transactions-table">
      <caption className="visually-hidden">{t('pages.transactions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.columns.date')}</th>
          <th scope="col">{t('transactions.columns.kind')}</th>
          <th scope="col">{t('transactions.columns.order')}</th>
          <th scope="col" className="account-table__number">
            {t('transactions.columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <tr key={transaction._id} className={`transaction transaction--${transaction.kind}`}>
            <td data-label={t('transactions.columns.date')}>
              <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt, language)}</time>
            </td>
            <th scope="row" data-label={t('transactions.columns.kind')}>
              {labels.transactionKind(transaction.kind)}
            </th>
            <td data-label={t('transactions.columns.order')}>{transaction.orderNumber}</td>
            <td data-label={t('transactions.columns.amount')} className="account-table__number price">
              {signedAmount(transaction, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /account/transactions: payments and refunds of the shopper's orders, newest first. */
export default function Transactions() {
  const query = useTransactions();
  return <QueryView query={query}>{(transactions) => <TransactionTable transactions={transactions} />}</QueryView>;
}

import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { useLanguage } from '@/components/useLanguage';
import { useRewardPoints } from '../../api';
import { formatDate } from '../../components/format';
import { useLabels } from '../../components/labels';
import { QueryView } from '../../components/QueryView';
import type { RewardPoints as Ledger } from '../../types';

function PointsLedger({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const labels = useLabels();
  return (
    <div className="account-sections">
      <p className="account-balance">
        <span className="account-balance__label">{t('rewards.balance')}</span>
        <span className="account-balance__value" data-testid="reward-balance">
          {ledger.balance}
        </span>
        <span className="account-balance__note">{t('rewards.rule')}</span>
      </p>
      {ledger.entries.length === 0 ? (
        <EmptyState title={t('rewards.emptyTitle')} text={t('rewards.emptyText')} />
      ) : (
        <table className="account-table" data-testid="reward-ledger">
          <caption className="account-table__caption">{t('rewards.ledger')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rewards.columns.date')}</th>
              <th scope="col">{t('rewards.columns.reason')}</th>
              <th scope="col">{t('rewards.columns.order')}</th>
              <th scope="col" className="account-table__number">
                {t('rewards.columns.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.entries.map((entry) => (
              <tr key={entry._id}>
                <td data-label={t('rewards.columns.date')}>
                  <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language)}</time>
                </td>
                <th scope="row" data-label={t('rewards.columns.reason')}>
                  {labels.rewardReason(entry.reason)}
                </th>
                <td data-label={t('rewards.columns.order')}>{entry.orderNumber || '—'}</td>
                <td data-label={t('rewards.columns.points')} className="account-table__number">
                  {entry.points > 0 ? `+${entry.points}` : String(entry.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** /account/reward-points: the balance and every entry of the points ledger. */
export default function RewardPoints() {
  const query = useRewardPoints();
  return <QueryView query={query}>{(ledger) => <PointsLedger ledger={ledger} />}</QueryView>;
}

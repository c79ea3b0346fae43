import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { getList } from '../../api';
import { useLabels } from '../../components/labels';
import { formatDateTime } from '../../format';
import { auditChanges } from '../../statistics';
import type { AuditEntry } from '../../types';
import { useAdminToken } from '../useAdminToken';

const STEP = 10;
const MOST = 100; // what one page of the audit log may hold

/**
 * The product's edits as the audit log keeps them (GET /api/admin/audit?entity=product&entityId=), newest first:
 * who, when, and each field before and after, as stored (a fabric's price per 10 cm). Read when it is opened.
 */
export function ProductHistory({ productId }: { productId: string }) {
  const { t } = useTranslation('admin-catalogue');
  const [open, setOpen] = useState(false);
  return (
    <details className="admin-disclosure ac-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('history.title')}</summary>
      {open && <HistoryEntries productId={productId} />}
    </details>
  );
}

function HistoryEntries({ productId }: { productId: string }) {
  const { t } = useTranslation('admin-catalogue');
  const language = useLanguage();
  const labels = useLabels();
  const token = useAdminToken();
  const [limit, setLimit] = useState(STEP);
  const history = useQuery({
    queryKey: ['admin', 'audit', 'product', productId, limit],
    queryFn: ({ signal }) => getList<AuditEntry>('/admin/audit', { entity: 'product', entityId: productId, page: 1, limit }, token, signal),
    placeholderData: keepPreviousData,
  });
  if (history.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('history.failed')}
      </p>
    );
  }
  if (!history.data) return <p className="ac-muted">{t('status.loading')}</p>;
  const { items, total } = history.data;
  if (items.length === 0) return <p className="ac-muted">{t('history.empty')}</p>;
  const shown = (text: string | null) => (text === null || text === '' ? '—' : text);
  return (
    <>
      <ol className="ac-history__list">
        {items.map((entry) => (
          <li key={entry._id} className="ac-history__entry">
            <p className="ac-history__head">
              <strong>{labels.auditAction(entry.action)}</strong>{' '}
              {t('history.by', { who: entry.actor || t('history.shop'), when: formatDateTime(entry.at, language) })}
            </p>
            {auditChanges(entry).length > 0 && (
              <div className="admin-scroll">
                <table className="admin-table admin-table--compact admin-changes">
                  <caption className="visually-hidden">{t('history.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('history.field')}</th>
                      <th scope="col">{t('history.before')}</th>
                      <th scope="col">{t('history.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {auditChanges(entry).map((change) => (
                      <tr key={change.field}>
                        <th scope="row">
                          <code>{change.field}</code>
                        </th>
                        <td>{shown(change.before)}</td>
                        <td>{shown(change.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </li>
        ))}
      </ol>
      {total > items.length && limit < MOST && (
        <button type="button" className="button button--ghost ac-button--plain" onClick={() => setLimit((current) => Math.min(current + STEP, MOST))}>
          {t('history.more')}
        </button>
      )}
    </>
  );
}

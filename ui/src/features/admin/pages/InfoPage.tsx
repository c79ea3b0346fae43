import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { BASE_CURRENCY, isCurrencyCode } from '@/features/currency/money';
import { useCountedTranslation } from '@/lib/plural';
import { useStatistics } from '../api';
import { useLabels } from '../components/labels';
import { Loaded } from '../components/ListState';
import { RevenueChart } from '../components/RevenueChart';
import { formatAmountOf, formatCount, formatDate, formatDateTime, formatDay, formatMoney } from '../format';
import { auditChanges, bestDay, statusRows, type StatusRow } from '../statistics';
import { ORDER_FILTERS, isOneOf, type AuditEntry, type Statistics } from '../types';

function Panel({ id, title, action, children, wide = false }: { id: string; title: string; action?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'admin-card admin-card--wide' : 'admin-card'} aria-labelledby={id}>
      <div className="admin-card__head">
        <h2 className="admin-card__title" id={id}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function StatusBars({ rows, label }: { rows: StatusRow[]; label: (status: string) => string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ul className="admin-bars">
      {rows.map((row) => (
        <li key={row.status} className={`admin-bars__row admin-bars__row--${row.status.replace(/\s+/g, '-').toLowerCase()}`}>
          <span className="admin-bars__label">
            {isOneOf(ORDER_FILTERS, row.status) ? (
              <Link to={paths.admin.viewOrder.href(row.status)}>{label(row.status)}</Link>
            ) : (
              label(row.status)
            )}
          </span>
          <span className="admin-bars__track" aria-hidden="true">
            <span className="admin-bars__fill" style={{ width: `${row.percent}%` }} />
          </span>
          <span className="admin-bars__count">
            {formatCount(row.count, language)}
            {' '}
            <span className="visually-hidden">({t('info.status.share', { percent: row.percent })})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = auditChanges(entry);
  if (changes.length === 0) return null;
  const value = (text: string | null) => (text === null || text === '' ? <span className="admin-muted">—</span> : text);
  return (
    <details className="admin-disclosure">
      <summary>
        {t('info.audit.details')}{' '}
        <span className="visually-hidden">{entry.summary}</span>
      </summary>
      <div className="admin-scroll">
        <table className="admin-table admin-table--compact admin-changes">
          <caption className="visually-hidden">{t('info.audit.changesOf', { summary: entry.summary })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('info.audit.field')}</th>
              <th scope="col">{t('info.audit.before')}</th>
              <th scope="col">{t('info.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">
                  <code>{change.field}</code>
                </th>
                <td>{value(change.before)}</td>
                <td>{value(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Dashboard({ stats }: { stats: Statistics }) {
  const { t, tc } = useCountedTranslation('admin');
  const language = useLanguage();
  const labels = useLabels();
  const currency = isCurrencyCode(stats.currency) ? stats.currency : BASE_CURRENCY;
  const money = (amount: string) => formatMoney(amount, currency, language);
  const status = statusRows(stats.ordersByStatus);
  const best = bestDay(stats.days);
  const unit = (code: string) => (code === 'm' || code === 'pcs' || code === 'pack' ? t(`units.${code}`) : code);

  const totals = [
    { key: 'orders', value: formatCount(stats.totals.orders, language) },
    { key: 'revenue', value: money(stats.totals.revenue) },
    { key: 'averageOrder', value: money(stats.totals.averageOrder) },
    { key: 'customers', value: formatCount(stats.totals.customers, language) },
  ] as const;

  return (
    <>
      <ul className="admin-totals-grid" aria-label={t('info.totals.label')}>
        {totals.map(({ key, value }) => (
          <li key={key} className="admin-stat" data-testid={`stat-${key}`}>
            <span className="admin-stat__label">{t(`info.totals.${key}`)}</span>
            <span className="admin-stat__value">{value}</span>
            <span className="admin-stat__note">{t(`info.totals.${key}Note`)}</span>
          </li>
        ))}
      </ul>

      <Panel id="admin-info-chart" title={t('info.chart.title')} wide>
        <p className="admin-muted">
          {best
            ? t('info.chart.best', { day: formatDay(best.date, language, true), revenue: money(best.revenue) })
            : t('info.chart.noSales')}
        </p>
        <RevenueChart days={stats.days} currency={currency} />
      </Panel>

      <div className="admin-grid">
        <Panel id="admin-info-status" title={t('info.status.title')}>
          <h3 className="admin-card__subtitle">{t('info.status.delivery')}</h3>
          <StatusBars rows={status.delivery} label={labels.orderStatus} />
          <h3 className="admin-card__subtitle">{t('info.status.payment')}</h3>
          <StatusBars rows={status.payment} label={labels.paymentStatus} />
        </Panel>

        <Panel
          id="admin-info-queries"
          title={t('info.queries.title')}
          action={
            <Link className="admin-card__link" to={paths.admin.queries.href('Unprocessed')}>
              {t('info.queries.open')}
            </Link>
          }
        >
          <p className="admin-big" data-testid="open-queries">
            {tc('info.queries.count', stats.openQueries.count, { formatted: formatCount(stats.openQueries.count, language) })}
          </p>
          {stats.openQueries.latest.length > 0 && (
            <ul className="admin-mini-list">
              {stats.openQueries.latest.map((query) => (
                <li key={query._id}>
                  <span className="admin-mini-list__main">{query.name}</span>
                  <a href={`tel:${query.phone.replace(/[^\d+]/g, '')}`}>{query.phone}</a>
                  <time className="admin-muted" dateTime={query.createdAt}>
                    {formatDateTime(query.createdAt, language)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="admin-info-customers" title={t('info.customers.title')}>
          <p className="admin-big">
            {tc('info.customers.count', stats.newCustomers.count, { formatted: formatCount(stats.newCustomers.count, language) })}
          </p>
          {stats.newCustomers.latest.length > 0 && (
            <ul className="admin-mini-list">
              {stats.newCustomers.latest.map((customer) => (
                <li key={customer.email}>
                  <a className="admin-mini-list__main" href={`mailto:${customer.email}`}>
                    {customer.email}
                  </a>
                  <time className="admin-muted" dateTime={customer.createdAt}>
                    {formatDate(customer.createdAt, language)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="admin-info-top" title={t('info.top.title')}>
          {stats.topProducts.length === 0 ? (
            <p className="admin-muted">{t('info.top.empty')}</p>
          ) : (
            <table className="admin-table admin-table--compact">
              <caption className="visually-hidden">{t('info.top.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('info.top.product')}</th>
                  <th scope="col" className="admin-number">
                    {t('info.top.sold')}
                  </th>
                  <th scope="col" className="admin-number">
                    {t('info.top.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.topProducts.map((product) => (
                  <tr key={product.sku}>
                    <th scope="row">
                      {product.name}
                      <span className="admin-muted">{product.sku}</span>
                    </th>
                    <td className="admin-number">{formatAmountOf(product.quantity, language)}</td>
                    <td className="admin-number">
                      <span className="price">{money(product.revenue)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>

        <Panel id="admin-info-stock" title={t('info.stock.title')}>
          {stats.lowStock.length === 0 ? (
            <p className="admin-muted">{t('info.stock.empty')}</p>
          ) : (
            <table className="admin-table admin-table--compact">
              <caption className="visually-hidden">{t('info.stock.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('info.stock.product')}</th>
                  <th scope="col" className="admin-number">
                    {t('info.stock.left')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('info.stock.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.lowStock.map((product) => (
                  <tr key={product._id} className={Number(product.stock) <= 0 ? 'admin-stock--out' : undefined}>
                    <th scope="row">
                      {product.name}
                      <span className="admin-muted">{product.sku}</span>
                    </th>
                    <td className="admin-number">
                      {Number(product.stock) <= 0 ? t('info.stock.out') : `${formatAmountOf(product.stock, language)} ${unit(product.unit)}`}
                    </td>
                    <td>
                      <Link to={paths.admin.allProducts.edit.href(product._id)}>
                        {t('info.stock.edit')}{' '}
                        <span className="visually-hidden">{product.name}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      </div>

      <Panel id="admin-info-audit" title={t('info.audit.title')} wide>
        {stats.audit.length === 0 ? (
          <p className="admin-muted">{t('info.audit.empty')}</p>
        ) : (
          <ol className="admin-audit">
            {stats.audit.map((entry) => (
              <li key={entry._id} className="admin-audit__entry" data-testid="audit-entry">
                <div className="admin-audit__line">
                  <span className="admin-audit__what">
                    {labels.auditAction(entry.action)} · {labels.auditEntity(entry.entity)}
                  </span>
                  {entry.summary && <span className="admin-audit__summary">{entry.summary}</span>}
                </div>
                <div className="admin-audit__meta">
                  <span>{entry.actor || t('info.audit.shop')}</span>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                </div>
                <AuditDetails entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}

/** /admin-dash: what a shop owner reads every morning (GET /api/statistics/), money in GBP. */
export default function InfoPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const stats = useStatistics();
  useDocumentTitle(t('info.title'));

  return (
    <section className="admin-page" aria-labelledby="admin-info-title">
      <header className="admin-page__header admin-page__header--split">
        <div>
          <h1 className="admin-page__title" id="admin-info-title">
            {t('info.title')}
          </h1>
          <p className="admin-page__intro">{t('info.intro')}</p>
        </div>
        <div className="admin-refresh">
          {stats.dataUpdatedAt > 0 && (
            <span className="admin-muted">
              {t('info.updated', { time: formatDateTime(new Date(stats.dataUpdatedAt).toISOString(), language) })}
            </span>
          )}
          <button type="button" className="button admin-button" disabled={stats.isFetching} onClick={() => void stats.refetch()}>
            {t('info.refresh')}
          </button>
        </div>
      </header>
      <Loaded query={stats} data={stats.data}>
        {(data) => <Dashboard stats={data} />}
      </Loaded>
    </section>
  );
}

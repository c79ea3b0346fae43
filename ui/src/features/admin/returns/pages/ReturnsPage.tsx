import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { Badge } from '../../components/Badge';
import { Loaded } from '../../components/ListState';
import { Pager } from '../../components/Pager';
import { StatusFilter } from '../../components/StatusFilter';
import { formatDate, formatLineQuantity, formatMoney } from '../../format';
import { pageCount, parsePage } from '../../pager';
import { isOneOf } from '../../types';
import { RETURNS_PAGE_SIZE, useReturnList } from '../api';
import { returnPaths } from '../paths';
import { STATUS_TONES } from '../tones';
import { RETURN_STATUSES, type ReturnRow, type ReturnStatus } from '../types';

const MAX_SEARCH = 200;

/** The list's search, status and page, kept in the URL (?search=, ?status=, ?page=) so Back from a return keeps it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const shown = params.get('status');
  const status: ReturnStatus | null = isOneOf(RETURN_STATUSES, shown) ? shown : null;
  const page = parsePage(params.get('page'));
  const change = useCallback(
    (next: { search?: string; status?: ReturnStatus | null; page?: number }) => {
      const merged = { search, status, page: 1, ...next };
      const query: Record<string, string> = {};
      if (merged.search) query.search = merged.search;
      if (merged.status) query.status = merged.status;
      if (merged.page > 1) query.page = String(merged.page);
      setParams(query, { replace: true });
    },
    [search, status, setParams],
  );
  return { search, status, page, change };
}

function ReturnLine({ item }: { item: ReturnRow }) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  return (
    <tr data-testid="return-row">
      <th scope="row" data-label={t('columns.product')}>
        <span>
          <Link to={returnPaths.one.href(item._id)}>{item.productName}</Link>
          <span className="admin-muted">{item.sku}</span>
        </span>
      </th>
      <td data-label={t('columns.order')}>{item.orderNumber}</td>
      <td data-label={t('columns.customer')}>
        <span>
          {item.customerName || item.customerEmail}
          {item.customerName && <span className="admin-muted">{item.customerEmail}</span>}
        </span>
      </td>
      <td data-label={t('columns.quantity')}>{formatLineQuantity(item.quantity, item.minimum, language)}</td>
      <td data-label={t('columns.amount')} className="admin-number">
        <span className="price">{formatMoney(item.amount, item.currency, language)}</span>
      </td>
      <td data-label={t('columns.reason')}>{t(`reason.${item.reason}`, { defaultValue: item.reason })}</td>
      <td data-label={t('columns.status')}>
        <Badge tone={isOneOf(RETURN_STATUSES, item.status) ? STATUS_TONES[item.status] : 'neutral'}>
          {t(`status.${item.status}`, { defaultValue: item.status })}
        </Badge>
      </td>
      <td data-label={t('columns.date')}>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt, language)}</time>
      </td>
    </tr>
  );
}

/** /admin-dash/returns: the shoppers' return requests, newest first, 25 a page; by status, found by order, shopper
 * or product. */
export default function ReturnsPage() {
  const { t } = useTranslation('admin-returns');
  const { search, status, page, change } = useListParams();
  const [typed, setTyped] = useState(search);
  const [seen, setSeen] = useState(search);
  const titleId = useId();
  const searchId = useId();
  const list = useReturnList(search, status, page);
  useDocumentTitle(t('title'));

  if (seen !== search) {
    setSeen(search);
    setTyped(search);
  }
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, RETURNS_PAGE_SIZE);
  const settled = list.data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) change({ page: pages });
  }, [settled, page, pages, change]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: typed.trim() });
  };

  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <header className="admin-page__header admin-page__header--split">
        <div>
          <h1 className="admin-page__title" id={titleId}>
            {t('title')}
          </h1>
          <p className="admin-page__intro">{t('intro')}</p>
        </div>
        <Link className="button admin-button" to={returnPaths.rules.href()}>
          {t('rules.open')}
        </Link>
      </header>

      <form className="admin-gc-search" role="search" aria-label={t('search.region')} onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {t('search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={typed}
            maxLength={MAX_SEARCH}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <button type="submit" className="button admin-button admin-button--primary">
            {t('search.submit')}
          </button>
          {search && (
            <button type="button" className="button admin-button" onClick={() => change({ search: '' })}>
              {t('search.clear')}
            </button>
          )}
        </div>
      </form>

      <StatusFilter<ReturnStatus>
        legend={t('filter.legend')}
        value={status}
        options={RETURN_STATUSES}
        labelOf={(option) => t(`status.${option}`)}
        allLabel={t('filter.all')}
        onChange={(next) => change({ status: next })}
      />

      <Loaded query={list} data={list.data}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="admin-empty" role="status">
              {search || status ? t('noMatch') : t('empty')}
            </p>
          ) : (
            <div aria-busy={list.isPlaceholderData}>
              <table className="admin-table admin-gift-cards">
                <caption className="visually-hidden">{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.product')}</th>
                    <th scope="col">{t('columns.order')}</th>
                    <th scope="col">{t('columns.customer')}</th>
                    <th scope="col">{t('columns.quantity')}</th>
                    <th scope="col" className="admin-number">
                      {t('columns.amount')}
                    </th>
                    <th scope="col">{t('columns.reason')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <ReturnLine key={item._id} item={item} />
                  ))}
                </tbody>
              </table>
              <Pager page={Math.min(page, pages)} pages={pages} onPage={(next) => change({ page: next })} label={t('pages')} />
            </div>
          )
        }
      </Loaded>
    </section>
  );
}

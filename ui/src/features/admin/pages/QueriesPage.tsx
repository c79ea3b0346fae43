import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { STORAGE_KEYS } from '@/lib/storage';
import { useAdminAccess } from '../access';
import { adminKeys, deleteQuery, toggleQueryStatus, useCallbackQueries } from '../api';
import { Badge } from '../components/Badge';
import { useLabels } from '../components/labels';
import { ListSearch } from '../components/ListSearch';
import { Loaded } from '../components/ListState';
import { Pager } from '../components/Pager';
import { StatusFilter } from '../components/StatusFilter';
import { formatDateTime } from '../format';
import { clampPage, newestFirst, pageCount, pageItems } from '../pager';
import { isOneOf, QUERY_STATUSES, type CallbackQuery, type QueryStatus } from '../types';
import { useSearchText } from '../useSearchText';
import { useStatusFilter } from '../useStatusFilter';
import { useStoredPage } from '../useStoredPage';

const parseFilter = (value: string | null): QueryStatus | null => (isOneOf(QUERY_STATUSES, value) ? value : null);

/**
 * /admin-dash/queries: the call-back requests, newest first, 4 a page, filtered by status (kept in ?status=) and
 * searched by name or phone (kept in ?q=; the server searches). Change toggles Unprocessed/Processed; Delete asks
 * first. Toasts say exactly what SPEC section 8 says.
 */
export default function QueriesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const labels = useLabels();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchText();
  const list = useCallbackQueries(search);
  const [filter, setFilter] = useStatusFilter(parseFilter);
  const [storedPage, setPage] = useStoredPage(STORAGE_KEYS.queryPaginage);
  const [busy, setBusy] = useState<string | null>(null);
  useDocumentTitle(t('queries.title'));

  const matching = useMemo(() => {
    const all = newestFirst(list.data ?? []);
    return filter ? all.filter((query) => query.status === filter) : all;
  }, [list.data, filter]);
  const pages = pageCount(matching.length);
  const page = clampPage(storedPage, pages);

  const changeFilter = (next: QueryStatus | null) => {
    setPage(1);
    setFilter(next);
  };

  const changeSearch = (next: string) => {
    setPage(1);
    setSearch(next);
  };

  // Every list kept (each search's) gets the change: a query changed or deleted here is so in all of them.
  const replace = (update: (queries: CallbackQuery[]) => CallbackQuery[]) => {
    queryClient.setQueriesData<CallbackQuery[]>({ queryKey: adminKeys.queries() }, (current) => (current ? update(current) : current));
    void queryClient.invalidateQueries({ queryKey: adminKeys.statistics() });
  };

  const toggle = async (query: CallbackQuery) => {
    setBusy(query._id);
    try {
      const changed = await toggleQueryStatus(query, access.token);
      replace((queries) => queries.map((item) => (item._id === changed._id ? changed : item)));
      toast.success(t('queries.toast.changed'));
    } catch (error) {
      access.deny(error);
      toast.error(t('queries.toast.failed'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (query: CallbackQuery) => {
    if (!window.confirm(t('queries.confirmDelete'))) return;
    setBusy(query._id);
    try {
      await deleteQuery(query._id, access.token);
      replace((queries) => queries.filter((item) => item._id !== query._id));
      toast.success(t('queries.toast.deleted'));
    } catch (error) {
      access.deny(error);
      toast.error(t('queries.toast.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="admin-queries-title">
      <header className="admin-page__header">
        <h1 className="admin-page__title" id="admin-queries-title">
          {t('queries.title')}
        </h1>
        <p className="admin-page__intro">{t('queries.intro')}</p>
      </header>
      <div className="admin-list-tools">
        <ListSearch label={t('queries.search')} hint={t('queries.searchHint')} value={search} onSearch={changeSearch} />
        <StatusFilter
          legend={t('queries.filter')}
          value={filter}
          options={QUERY_STATUSES}
          labelOf={labels.queryStatus}
          allLabel={t('filter.all')}
          onChange={changeFilter}
        />
      </div>
      <Loaded query={list} data={list.data}>
        {() =>
          matching.length === 0 ? (
            <p className="admin-empty" role="status">
              {search ? t('queries.noMatch', { search }) : t('queries.empty')}
            </p>
          ) : (
            <div aria-busy={list.isPlaceholderData}>
              <table className="admin-table admin-queries">
                <caption className="visually-hidden">{t('queries.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('queries.columns.date')}</th>
                    <th scope="col">{t('queries.columns.name')}</th>
                    <th scope="col">{t('queries.columns.phone')}</th>
                    <th scope="col">{t('queries.columns.query')}</th>
                    <th scope="col">{t('queries.columns.status')}</th>
                    <th scope="col">{t('queries.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pageItems(matching, page).map((query) => (
                    <tr key={query._id} data-testid="query-row">
                      <td data-label={t('queries.columns.date')}>
                        <time dateTime={query.createdAt}>{formatDateTime(query.createdAt, language)}</time>
                      </td>
                      <th scope="row" data-label={t('queries.columns.name')}>
                        {query.name}
                      </th>
                      <td data-label={t('queries.columns.phone')}>
                        <a href={`tel:${query.phone.replace(/[^\d+]/g, '')}`}>{query.phone}</a>
                      </td>
                      <td data-label={t('queries.columns.query')} className="admin-queries__text">
                        {query.query}
                      </td>
                      <td data-label={t('queries.columns.status')}>
                        <Badge tone={query.status === 'Processed' ? 'success' : 'progress'}>{labels.queryStatus(query.status)}</Badge>
                      </td>
                      <td data-label={t('queries.columns.actions')}>
                        <div className="admin-actions">
                          <button
                            type="button"
                            className="button admin-button"
                            disabled={busy === query._id}
                            onClick={() => void toggle(query)}
                          >
                            {t('queries.change')}{' '}
                            <span className="visually-hidden">{t('queries.forQuery', { name: query.name })}</span>
                          </button>
                          <button
                            type="button"
                            className="button admin-button admin-button--danger"
                            disabled={busy === query._id}
                            onClick={() => void remove(query)}
                          >
                            {t('queries.delete')}{' '}
                            <span className="visually-hidden">{t('queries.forQuery', { name: query.name })}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} pages={pages} onPage={setPage} label={t('queries.pages')} />
            </div>
          )
        }
      </Loaded>
    </section>
  );
}

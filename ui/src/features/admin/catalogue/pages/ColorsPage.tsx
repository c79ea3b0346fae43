import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { LANGUAGES } from '@/lib/language';
import { Pager } from '../../components/Pager';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../components/ListSearch';
import { PerPage } from '../../components/PerPage';
import { catalogueKeys, deleteColour, useAdminColours, useCatalogueOptions, useRefresh } from '../api';
import { ColourFormModal } from '../components/ColourFormModal';
import { NO_BRAND } from '../colour';
import { confirmed, messageOf } from '../errors';
import { useDebouncedValue } from '../hooks';
import { colourFiltersFrom, pageCount, withChange, type ListChange } from '../pager';
import { COLOUR_SORTS, type Colour } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

type Editing = { colour: Colour | null } | null;

/**
 * /admin-dash/colors: the colours of the brands' ranges (swatches on the storefront's browse-by-colour pages),
 * 25, 50 or 100 a page from the server, searched by name or hex, by brand and in the order chosen; the list's state
 * lives in the URL (?search=&brand=&sort=&limit=&page=).
 */
export default function ColorsPage() {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const [query, setQuery] = useSearchParams();
  const filters = colourFiltersFrom(query);
  const colours = useAdminColours(filters);
  const options = useCatalogueOptions();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [search, setSearch] = useState(filters.search);
  const settled = useDebouncedValue(search, LIST_SEARCH_DEBOUNCE_MS);
  useDocumentTitle(t('colours.pageTitle'));

  const change = (next: ListChange) => setQuery((current) => withChange(current, next), { replace: true });
  // Typed text applies once it settles; a filter change starts again at page 1.
  const applied = useRef(settled);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    setQuery((current) => withChange(current, { search: settled }), { replace: true });
  }, [settled, setQuery]);

  const brands = options.data?.brands ?? [];
  const total = colours.data?.total ?? 0;
  const pages = pageCount(total, filters.limit);
  // A page past the end (after deleting its last colour) shows the last one instead.
  useEffect(() => {
    if (colours.data && !colours.isPlaceholderData && filters.page > pages) {
      setQuery((current) => withChange(current, { page: pages }), { replace: true });
    }
  }, [colours.data, colours.isPlaceholderData, filters.page, pages, setQuery]);
  const shown = colours.data?.items ?? [];
  const filtered = filters.search.trim() !== '' || filters.brandId !== '';
  const brandName = (id: string | null) => (id === null ? t('colours.noBrand') : brands.find((brand) => brand._id === id)?.name ?? id);

  const remove = async (colour: Colour) => {
    if (!confirmed(t('colours.confirmDelete', { name: colour.names.en ?? colour.hex }))) return;
    setDeleteError(null);
    setBusy(colour._id);
    try {
      await deleteColour(colour._id, token);
      toast.success(t('colours.deleted'));
      await refresh(catalogueKeys.colours());
      void refresh(catalogueKeys.options());
    } catch (failure) {
      deny(failure);
      // A colour products still use answers 409 with the server's explanation.
      const message = messageOf(failure, t('colours.deleteFailed'));
      setDeleteError(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ac-page">
      <header className="ac-page__header">
        <h1 className="ac-page__title">{t('colours.pageTitle')}</h1>
        <button type="button" className="button button--accent" onClick={() => setEditing({ colour: null })} disabled={!options.data}>
          {t('colours.add')}
        </button>
      </header>

      {deleteError && (
        <p className="notice notice--error" role="alert">
          {deleteError}
        </p>
      )}

      <form className="ac-filters" role="search" aria-label={t('colours.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="ac-colour-search">
            {t('colours.search')}
          </label>
          <input
            id="ac-colour-search"
            type="search"
            className="field__input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-colour-brand-filter">
            {t('colours.brand')}
          </label>
          <select
            id="ac-colour-brand-filter"
            className="select field__select"
            value={filters.brandId}
            onChange={(event) => change({ brand: event.target.value })}
          >
            <option value="">{t('colours.allBrands')}</option>
            {brands.map((brand) => (
              <option key={brand._id} value={brand._id}>
                {brand.name}
              </option>
            ))}
            <option value={NO_BRAND}>{t('colours.noBrand')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-colour-sort">
            {t('colours.sort')}
          </label>
          <select
            id="ac-colour-sort"
            className="select field__select"
            value={filters.sort}
            onChange={(event) => change({ sort: event.target.value })}
          >
            {COLOUR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`colours.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {colours.isPending ? (
        <div className="ac-loading">
          <Spinner label={t('status.loading')} />
        </div>
      ) : colours.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{messageOf(colours.error, t('colours.loadFailed'))}</p>
          <button type="button" className="button button--secondary" onClick={() => void colours.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="ac-empty" role="status">
          {filtered ? t('colours.noMatch') : t('colours.empty')}
        </p>
      ) : (
        <div className="ac-table-wrap" aria-busy={colours.isFetching}>
          <table className="ac-table ac-colours">
            <caption className="visually-hidden">{t('colours.caption', { total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colours.swatch')}</th>
                <th scope="col">{t('colours.name')}</th>
                <th scope="col">{t('colours.hex')}</th>
                <th scope="col">{t('colours.brand')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('products.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((colour) => {
                const name = colour.names.en || colour.hex;
                return (
                  <tr key={colour._id}>
                    <td>
                      <span className="ac-swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                    </td>
                    <td data-label={t('colours.name')}>
                      <strong>{name}</strong>
                      <span className="ac-translations-inline">
                        {LANGUAGES.filter((language) => language !== 'en' && colour.names[language]).map((language) => (
                          <span key={language} lang={language === 'ua' ? 'uk' : language}>
                            <abbr title={t(`languages.${language}`)}>{language.toUpperCase()}</abbr> {colour.names[language]}
                          </span>
                        ))}
                      </span>
                    </td>
                    <td data-label={t('colours.hex')}>
                      <code>{colour.hex}</code>
                    </td>
                    <td data-label={t('colours.brand')}>{brandName(colour.brandId)}</td>
                    <td className="ac-actions">
                      <button
                        type="button"
                        className="ac-link-button"
                        onClick={() => setEditing({ colour })}
                        disabled={!options.data}
                        aria-label={t('colours.editNamed', { name })}
                      >
                        {t('actions.edit')}
                      </button>
                      <button
                        type="button"
                        className="ac-link-button ac-link-button--danger"
                        onClick={() => void remove(colour)}
                        disabled={busy === colour._id}
                        aria-label={t('colours.deleteNamed', { name })}
                      >
                        {busy === colour._id ? <Spinner size="small" label={t('status.deleting')} /> : t('actions.delete')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {colours.data && total > 0 && (
        <div className="ac-list-footer">
          <Pager
            page={Math.min(filters.page, pages)}
            pages={pages}
            label={t('colours.pages')}
            onPage={(page) => setQuery((current) => withChange(current, { page }))}
          />
          <PerPage value={filters.limit} onChange={(limit) => change({ limit })} />
        </div>
      )}

      {editing && options.data && (
        <ColourFormModal
          colour={editing.colour}
          brands={options.data.brands}
          onClose={() => setEditing(null)}
          onSaved={() => {
            // A new colour is the newest: it shows first on page 1 of every colour, newest first.
            if (!editing.colour) {
              setSearch('');
              applied.current = '';
              setQuery((current) => withChange(current, { search: '', brand: '', sort: 'newest' }), { replace: true });
            }
            setEditing(null);
            void refresh(catalogueKeys.colours());
            void refresh(catalogueKeys.options());
          }}
        />
      )}
    </div>
  );
}

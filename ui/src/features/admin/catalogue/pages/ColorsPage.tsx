import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { LANGUAGES } from '@/lib/language';
import { Pager } from '../../components/Pager';
import { clampPage, pageCount, pageItems } from '../../pager';
import { catalogueKeys, deleteColour, useAdminColours, useCatalogueOptions, useRefresh } from '../api';
import { ColourFormModal } from '../components/ColourFormModal';
import { filterColours, NO_BRAND } from '../colour';
import { confirmed, messageOf } from '../errors';
import type { Colour } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

type Editing = { colour: Colour | null } | null;

/** /admin-dash/colors: the colours of the brands' ranges (swatches on the storefront's browse-by-colour pages). */
export default function ColorsPage() {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const colours = useAdminColours();
  const options = useCatalogueOptions();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [brandFilter, setBrandFilter] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useDocumentTitle(t('colours.pageTitle'));

  const brands = options.data?.brands ?? [];
  // The server sends the newest first; a filter change starts again at page 1 (SPEC section 2's admin lists).
  const matching = filterColours(colours.data ?? [], brandFilter, search);
  const pages = pageCount(matching.length);
  const shownPage = clampPage(page, pages);
  const shown = pageItems(matching, shownPage);
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
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
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
            value={brandFilter}
            onChange={(event) => {
              setBrandFilter(event.target.value);
              setPage(1);
            }}
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
      ) : matching.length === 0 ? (
        <p className="ac-empty" role="status">
          {colours.data.length === 0 ? t('colours.empty') : t('colours.noMatch')}
        </p>
      ) : (
        <div className="ac-table-wrap">
          <table className="ac-table ac-colours">
            <caption className="visually-hidden">{t('colours.caption', { total: matching.length })}</caption>
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

      {matching.length > 0 && (
        <Pager page={shownPage} pages={pages} label={t('colours.pages')} onPage={setPage} />
      )}

      {editing && options.data && (
        <ColourFormModal
          colour={editing.colour}
          brands={options.data.brands}
          onClose={() => setEditing(null)}
          onSaved={() => {
            // A new colour is the newest: it shows first on page 1.
            if (!editing.colour) {
              setPage(1);
              setSearch('');
              setBrandFilter('');
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

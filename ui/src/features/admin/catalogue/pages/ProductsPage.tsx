import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { formatMinor, toMinor } from '@/features/currency';
import { Pager } from '../../components/Pager';
import { catalogueKeys, deleteProduct, useProductList, useRefresh } from '../api';
import { CsvPanel } from '../components/CsvPanel';
import { CurrencyFactorsPanel } from '../components/CurrencyFactorsPanel';
import { DeliveryRatesPanel } from '../components/DeliveryRatesPanel';
import { NEW_PRODUCT, ProductEditModal } from '../components/ProductEditModal';
import { confirmed, messageOf } from '../errors';
import { useDebouncedValue } from '../hooks';
import { filtersFrom, pageCount, withChange } from '../pager';
import { MAIN_CATEGORIES, type AdminProduct } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

/** The spec's pause before typed text applies (its search box: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * /admin-dash/all-products[/{category}]: the catalogue as staff manage it. Filters and the page live in the
 * URL; `?edit={_id}` (or `?edit=new`) opens the edit modal, so other screens can link straight to a product.
 */
export default function ProductsPage() {
  const { t } = useTranslation('admin-catalogue');
  const { category } = useParams();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(category, query);
  const list = useProductList(filters);
  const token = useAdminToken();
  const deny = useAdminDeny();
  const refresh = useRefresh();
  const [search, setSearch] = useState(filters.search);
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [deleting, setDeleting] = useState<string | null>(null);
  const editing = query.get('edit');
  useDocumentTitle(t('products.title'));

  // Typed text applies once it settles; a filter change starts again at page 1.
  const applied = useRef(settled);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    setQuery((current) => withChange(current, { search: settled }), { replace: true });
  }, [settled, setQuery]);

  const pages = pageCount(list.data?.total ?? 0);
  // A page past the end (e.g. after deleting its last product) shows the last one instead.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && filters.page > pages) {
      setQuery((current) => withChange(current, { page: pages }), { replace: true });
    }
  }, [list.data, list.isPlaceholderData, filters.page, pages, setQuery]);

  const openEditor = (id: string | null) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('edit');
      else next.set('edit', id);
      return next;
    });

  const chooseCategory = (value: string) => {
    const next = withChange(query, { page: 1 });
    const search = next.toString();
    const path = value ? paths.admin.allProducts.category.href(value) : paths.admin.allProducts.href();
    navigate(`${path}${search ? `?${search}` : ''}`);
  };

  const remove = async (product: AdminProduct) => {
    if (!confirmed(t('products.confirmDelete', { sku: product.product_id, name: product.names.en ?? '' }))) return;
    setDeleting(product._id);
    try {
      await deleteProduct(product._id, token);
      toast.success(t('products.deleted', { sku: product.product_id }));
      await refresh(catalogueKeys.products());
    } catch (failure) {
      deny(failure);
      toast.error(messageOf(failure, t('products.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  };

  const items = list.data?.items ?? [];
  return (
    <div className="ac-page">
      <header className="ac-page__header">
        <h1 className="ac-page__title">{t('products.title')}</h1>
        <button type="button" className="button button--accent" onClick={() => openEditor(NEW_PRODUCT)}>
          {t('products.create')}
        </button>
      </header>

      <div className="ac-panels">
        <CurrencyFactorsPanel />
        <CsvPanel />
        <DeliveryRatesPanel />
      </div>

      <form className="ac-filters" role="search" aria-label={t('products.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="ac-search">
            {t('products.search')}
          </label>
          <input
            id="ac-search"
            type="search"
            className="field__input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-category">
            {t('products.category')}
          </label>
          <select id="ac-category" className="select field__select" value={filters.category1 ?? ''} onChange={(event) => chooseCategory(event.target.value)}>
            <option value="">{t('products.allCategories')}</option>
            {MAIN_CATEGORIES.map((main) => (
              <option key={main} value={main}>
                {t(`categories.${main}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-filter-active">
            {t('products.status')}
          </label>
          <select
            id="ac-filter-active"
            className="select field__select"
            value={filters.active === null ? '' : String(filters.active)}
            onChange={(event) =>
              setQuery((current) =>
                withChange(current, { active: event.target.value === '' ? null : event.target.value === 'true' }),
              )
            }
          >
            <option value="">{t('products.allStatuses')}</option>
            <option value="true">{t('products.active')}</option>
            <option value="false">{t('products.inactive')}</option>
          </select>
        </div>
      </form>

      <section className="ac-list" aria-labelledby="ac-list-title" aria-busy={list.isFetching}>
        <h2 className="visually-hidden" id="ac-list-title">
          {t('products.listTitle')}
        </h2>
        {list.isPending ? (
          <div className="ac-loading">
            <Spinner label={t('status.loading')} />
          </div>
        ) : list.isError ? (
          <div className="notice notice--error" role="alert">
            <p>{messageOf(list.error, t('products.loadFailed'))}</p>
            <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
              {t('actions.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="ac-empty" role="status">
            {t('products.empty')}
          </p>
        ) : (
          <div className="ac-table-wrap">
            <table className="ac-table ac-products">
              <caption className="visually-hidden">{t('products.caption', { total: list.data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('products.image')}</th>
                  <th scope="col">{t('products.sku')}</th>
                  <th scope="col">{t('products.name')}</th>
                  <th scope="col">{t('products.finalPrice')}</th>
                  <th scope="col">{t('products.stock')}</th>
                  <th scope="col">{t('products.activeColumn')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('products.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((product) => (
                  <ProductRow
                    key={product._id}
                    product={product}
                    deleting={deleting === product._id}
                    onEdit={() => openEditor(product._id)}
                    onDelete={() => void remove(product)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.data && (
          <Pager
            page={Math.min(filters.page, pages)}
            pages={pages}
            label={t('products.pages')}
            onPage={(page) => setQuery((current) => withChange(current, { page }))}
          />
        )}
      </section>

      <ProductEditModal
        target={editing}
        category={filters.category1}
        onClose={() => openEditor(null)}
        onCreated={(product) => openEditor(product._id)}
      />
    </div>
  );
}

interface ProductRowProps {
  product: AdminProduct;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function ProductRow({ product, deleting, onEdit, onDelete }: ProductRowProps) {
  const language = useLanguage();
  const { t } = useTranslation('admin-catalogue');
  const image = product.images[0];
  const name = product.names.en || product.product_id;
  return (
    <tr className={product.isActive ? undefined : 'ac-row--inactive'}>
      <td className="ac-products__image">
        {image ? <img src={image} alt="" width="56" height="56" loading="lazy" /> : <span className="ac-noimage">{t('products.noImage')}</span>}
      </td>
      <td data-label={t('products.sku')}>
        <code className="ac-nowrap">{product.product_id}</code>
      </td>
      <td data-label={t('products.name')}>{name}</td>
      <td data-label={t('products.finalPrice')} className="ac-nowrap">
        {formatMinor(toMinor(product.finalPrice), 'GBP', language)}
        {product.discount > 0 && <span className="ac-muted"> (−{product.discount}%)</span>}
      </td>
      <td data-label={t('products.stock')} className="ac-nowrap">
        {product.stock} {product.unit}
      </td>
      <td data-label={t('products.activeColumn')}>
        <span className={`ac-badge ${product.isActive ? 'ac-badge--ok' : 'ac-badge--off'}`}>
          {product.isActive ? t('products.yes') : t('products.no')}
        </span>
      </td>
      <td className="ac-actions">
        <button type="button" className="ac-link-button" onClick={onEdit} aria-label={t('products.editNamed', { name })}>
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className="ac-link-button ac-link-button--danger"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('products.deleteNamed', { name })}
        >
          {deleting ? <Spinner size="small" label={t('status.deleting')} /> : t('actions.delete')}
        </button>
      </td>
    </tr>
  );
}

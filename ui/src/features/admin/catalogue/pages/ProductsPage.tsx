import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { formatMinor, toMinor } from '@/features/currency';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../components/ListSearch';
import { Pager } from '../../components/Pager';
import { PerPage } from '../../components/PerPage';
import { isOneOf } from '../../types';
import { catalogueKeys, deleteProduct, useCatalogueOptions, useProductList, useRefresh } from '../api';
import { CsvPanel } from '../components/CsvPanel';
import { CurrencyFactorsPanel } from '../components/CurrencyFactorsPanel';
import { DeliveryZonesPanel } from '../components/DeliveryZonesPanel';
import { NEW_PRODUCT, ProductEditModal } from '../components/ProductEditModal';
import { confirmed, messageOf } from '../errors';
import { useDebouncedValue } from '../hooks';
import { filtersFrom, pageCount, withChange, type ListChange } from '../pager';
import { MAIN_CATEGORIES, PRODUCT_SORTS, STOCK_STATES, type AdminProduct, type ProductSort } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';

/** The sort each column header says the list is in (aria-sort), where the list is sorted by that column. */
const COLUMN_SORTS: Record<string, readonly [ProductSort, ProductSort]> = {
  sku: ['sku_asc', 'sku_desc'],
  name: ['name_asc', 'name_desc'],
  finalPrice: ['price_asc', 'price_desc'],
  stock: ['stock_asc', 'stock_desc'],
};

function ariaSort(column: string, sort: ProductSort): 'ascending' | 'descending' | undefined {
  const [ascending, descending] = COLUMN_SORTS[column] ?? [];
  if (sort === ascending) return 'ascending';
  if (sort === descending) return 'descending';
  return undefined;
}

/** The sort a click on a column's header asks for: ascending first, the other way round once it is ascending. */
function nextSort(column: string, sort: ProductSort): ProductSort {
  const [ascending, descending] = COLUMN_SORTS[column] ?? ['newest', 'newest'];
  return sort === ascending ? descending : ascending;
}

/** A column header that sorts the list by its column (the WAI-ARIA sortable table: a button in the header). */
function SortableHeader({ column, sort, label, onSort }: { column: string; sort: ProductSort; label: string; onSort: (sort: ProductSort) => void }) {
  const state = ariaSort(column, sort);
  return (
    <th scope="col" aria-sort={state}>
      <button type="button" className="ac-sort-button" onClick={() => onSort(nextSort(column, sort))}>
        {label}
        <span className="ac-sort-button__mark" aria-hidden="true">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * /admin-dash/all-products[/{category}]: the catalogue as staff manage it, 25, 50 or 100 a page from the server,
 * searched, filtered by category, brand, stock and status, and sorted. Filters, order, page size and page live in
 * the URL; `?edit={_id}` (or `?edit=new`) opens the edit modal, so other screens can link straight to a product.
 */
export default function ProductsPage() {
  const { t } = useTranslation('admin-catalogue');
  const { category } = useParams();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(category, query);
  const list = useProductList(filters);
  const options = useCatalogueOptions();
  const token = useAdminToken();
  const deny = useAdminDeny();
  const refresh = useRefresh();
  const [search, setSearch] = useState(filters.search);
  const settled = useDebouncedValue(search, LIST_SEARCH_DEBOUNCE_MS);
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

  const change = (next: ListChange) => setQuery((current) => withChange(current, next));
  const pages = pageCount(list.data?.total ?? 0, filters.limit);
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
        <DeliveryZonesPanel />
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
            onChange={(event) => change({ active: event.target.value === '' ? null : event.target.value === 'true' })}
          >
            <option value="">{t('products.allStatuses')}</option>
            <option value="true">{t('products.active')}</option>
            <option value="false">{t('products.inactive')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-filter-brand">
            {t('products.brand')}
          </label>
          <select
            id="ac-filter-brand"
            className="select field__select"
            value={filters.brandId ?? ''}
            onChange={(event) => change({ brand: event.target.value || null })}
          >
            <option value="">{t('products.allBrands')}</option>
            {/* A brand in the URL before the options arrive keeps its choice. */}
            {filters.brandId && !options.data && <option value={filters.brandId}>{filters.brandId}</option>}
            {(options.data?.brands ?? []).map((brand) => (
              <option key={brand._id} value={brand._id}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-filter-stock">
            {t('products.stockFilter')}
          </label>
          <select
            id="ac-filter-stock"
            className="select field__select"
            value={filters.stock ?? ''}
            onChange={(event) => change({ stock: isOneOf(STOCK_STATES, event.target.value) ? event.target.value : null })}
          >
            <option value="">{t('products.anyStock')}</option>
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`products.stockStates.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ac-sort">
            {t('products.sort')}
          </label>
          <select id="ac-sort" className="select field__select" value={filters.sort} onChange={(event) => change({ sort: event.target.value })}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`products.sorts.${sort}`)}
              </option>
            ))}
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
                  <SortableHeader column="sku" sort={filters.sort} label={t('products.sku')} onSort={(sort) => change({ sort })} />
                  <SortableHeader column="name" sort={filters.sort} label={t('products.name')} onSort={(sort) => change({ sort })} />
                  <SortableHeader column="finalPrice" sort={filters.sort} label={t('products.finalPrice')} onSort={(sort) => change({ sort })} />
                  <SortableHeader column="stock" sort={filters.sort} label={t('products.stock')} onSort={(sort) => change({ sort })} />
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
          <div className="ac-list-footer">
            <Pager
              page={Math.min(filters.page, pages)}
              pages={pages}
              label={t('products.pages')}
              onPage={(page) => setQuery((current) => withChange(current, { page }))}
            />
            <PerPage value={filters.limit} onChange={(limit) => change({ limit })} />
          </div>
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
        {product.discount > 0 && (
          <span className="ac-muted ac-price-before">
            {t('products.discountFrom', { discount: product.discount, price: formatMinor(toMinor(product.price), 'GBP', language) })}
          </span>
        )}
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

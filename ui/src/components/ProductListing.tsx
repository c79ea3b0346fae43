import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CURRENCY_SIGNS } from '@/features/currency';
import { EmptyState } from './EmptyState';
import { ErrorNotice } from './ErrorNotice';
import { ListingFilters, type ColourOption } from './ListingFilters';
import { clearFilters, hasFilters, parseListing, updateListing, type ListingState, type Sort } from './listing-params';
import { Pagination } from './Pagination';
import type { ProductPage } from './product-types';
import { ProductGrid } from './ProductGrid';

/** The parts of a TanStack query result a listing needs. */
export interface ListingQuery {
  data: ProductPage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ProductListingProps {
  query: ListingQuery;
  /** The list's own order, shown as the selected option while ?sort is absent. */
  defaultSort: Sort | 'relevance';
  sorts?: readonly Sort[];
  /** Colour filter options; no colour filter when undefined. */
  colours?: ColourOption[];
  /** Shown when the list is empty without any filter. */
  empty?: ReactNode;
  label: string;
  /** Said (and shown) while the first page loads. */
  loadingText?: string;
}

const DEFAULT_SORTS: readonly Sort[] = ['newest', 'price_asc', 'price_desc', 'name'];

/** A product list: result count, sort, filters (sidebar on desktop, a panel on phones), grid, pagination. */
export function ProductListing({
  query,
  defaultSort,
  sorts = DEFAULT_SORTS,
  colours,
  empty,
  label,
  loadingText,
}: ProductListingProps) {
  const { t } = useTranslation('shop');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListing(searchParams);
  const filtersId = useId();
  const sortId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(state.page);

  useEffect(() => {
    if (previousPage.current !== state.page) {
      previousPage.current = state.page;
      topRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [state.page]);

  const change = (changes: Partial<ListingState>) => setSearchParams(updateListing(searchParams, changes));
  const options: (Sort | 'relevance')[] = [defaultSort, ...sorts.filter((sort) => sort !== defaultSort)];
  const filtered = hasFilters(state);
  const activeColour = state.color ? (colours?.find((colour) => colour.slug === state.color)?.name ?? state.color) : null;
  const { data } = query;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        {loadingText && (
          <p className="listing__loading" role="status">
            {loadingText}
          </p>
        )}
        <ProductGrid products={undefined} loading skeletons={12} />
      </>
    );
  } else if (query.isError && !data) {
    body = <ErrorNotice message={t('listing.error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!data || data.products.length === 0) {
    body = filtered ? (
      <EmptyState
        icon="search"
        live
        title={t('listing.noMatchesTitle')}
        text={t('listing.noMatchesText')}
        actions={
          <button type="button" className="button button--secondary" onClick={() => setSearchParams(clearFilters(searchParams))}>
            {t('filters.clear')}
          </button>
        }
      />
    ) : (
      (empty ?? <EmptyState icon="box" title={t('listing.emptyTitle')} text={t('listing.emptyText')} />)
    );
  } else {
    body = (
      <>
        <h2 className="visually-hidden">{label}</h2>
        <ProductGrid products={data.products} priorityCount={4} label={label} />
        <Pagination page={data.page} pages={data.pages} />
      </>
    );
  }

  return (
    <div className={filtersOpen ? 'listing listing--filters-open' : 'listing'} ref={topRef}>
      <aside className="listing__filters" id={filtersId} aria-label={t('filters.label')}>
        <ListingFilters state={state} colours={colours} onChange={change} />
      </aside>
      <div className="listing__main">
        <div className="listing__toolbar">
          <button
            type="button"
            className="button button--outline button--small listing__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" fill="currentColor" />
            </svg>
            {t('filters.toggle')}
          </button>
          <p className="listing__count" aria-live="polite">
            {data ? t('listing.count', { total: data.total }) : '\u00a0'}
          </p>
          <div className="listing__sort">
            <label htmlFor={sortId}>{t('sort.label')}</label>
            <select
              id={sortId}
              className="select"
              value={state.sort ?? defaultSort}
              onChange={(event) => {
                const value = event.target.value as Sort | 'relevance';
                change({ sort: value === defaultSort ? null : (value as Sort) });
              }}
            >
              {options.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        {filtered && (
          <ul className="active-filters" aria-label={t('filters.active')}>
            {activeColour && (
              <li>
                <button type="button" className="chip chip--removable" onClick={() => change({ color: null })}>
                  {t('filters.colourChip', { name: activeColour })}
                  <span className="visually-hidden"> ({t('filters.remove')})</span>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            {(state.min !== null || state.max !== null) && (
              <li>
                <button type="button" className="chip chip--removable" onClick={() => change({ min: null, max: null, cur: null })}>
                  {t('filters.priceChip', {
                    from: state.min ?? 0,
                    to: state.max ?? '∞',
                    sign: CURRENCY_SIGNS[state.cur ?? 'GBP'],
                  })}
                  <span className="visually-hidden"> ({t('filters.remove')})</span>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            {state.inStock && (
              <li>
                <button type="button" className="chip chip--removable" onClick={() => change({ inStock: false })}>
                  {t('filters.inStock')}
                  <span className="visually-hidden"> ({t('filters.remove')})</span>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            <li>
              <button type="button" className="link-button" onClick={() => setSearchParams(clearFilters(searchParams))}>
                {t('filters.clear')}
              </button>
            </li>
          </ul>
        )}

        <div className={query.isFetching && !query.isPending ? 'listing__results listing__results--updating' : 'listing__results'}>
          {body}
        </div>
      </div>
    </div>
  );
}

/** Links to the sub-categories of a listing (chips under the title). */
export interface SubcategoryLink {
  label: string;
  href: string;
  count?: number | null;
  current?: boolean;
}

export function SubcategoryLinks({ items, label }: { items: SubcategoryLink[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="subcategories" aria-label={label}>
      <ul className="subcategories__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link className="chip" to={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
              {item.count ? <span className="chip__count">{item.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Price } from '@/components/Price';
import { paths, SEARCH_CATEGORIES, type SearchCategory } from '@/config/paths';
import { firstImage, localized } from '@/lib/format';
import { toLanguage } from '@/lib/language';
import { useCountedTranslation } from '@/lib/plural';
import { SUGGESTION_DEBOUNCE_MS, suggestionsEnabled, suggestionsQuery, type SearchProduct } from '../api';
import { useDebouncedValue } from '../useDebouncedValue';

interface SearchBoxProps {
  onClose: () => void;
  /** The header's search toggle: a press on it toggles, so it does not count as "outside". */
  toggleRef?: RefObject<HTMLElement | null>;
}

const SEPARATOR = '\u0000';

/**
 * The header search: category and text, live suggestions (4, after a 500 ms pause, only with a term
 * or a category other than ALL), Search disabled while empty. Searching or opening a suggestion
 * clears and closes the box.
 */
export default function SearchBox({ onClose, toggleRef }: SearchBoxProps) {
  const { t, i18n, tc } = useCountedTranslation('shell');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<SearchCategory>('ALL');
  const rootRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  const [settledCategory = 'ALL', settledTerm = ''] = useDebouncedValue(
    `${category}${SEPARATOR}${term}`,
    SUGGESTION_DEBOUNCE_MS,
  ).split(SEPARATOR) as [SearchCategory, string];
  const active = suggestionsEnabled(settledTerm, settledCategory);
  const suggestions = useQuery({ ...suggestionsQuery(settledTerm, settledCategory), placeholderData: keepPreviousData });
  const language = toLanguage(i18n.resolvedLanguage);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || rootRef.current?.contains(target) || toggleRef?.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, toggleRef]);

  const finish = () => {
    setTerm('');
    setCategory('ALL');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = term.trim();
    if (!search) return;
    void navigate(paths.search.results.href(search, category));
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(resultsRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1 && document.activeElement !== inputRef.current) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const products = suggestions.data?.products ?? [];
  const total = suggestions.data?.total ?? 0;
  const settledSearch = settledTerm.trim();

  return (
    <div className="search-box" ref={rootRef} onKeyDown={onKeyDown}>
      <form className="search-box__form container" role="search" aria-label={t('search.label')} onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${ids}-category`}>
          {t('search.categoryLabel')}
        </label>
        <select
          id={`${ids}-category`}
          className="search-box__category"
          value={category}
          onChange={(event) => setCategory(event.target.value as SearchCategory)}
        >
          {SEARCH_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`search.categories.${value}`)}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${ids}-term`}>
          {t('search.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${ids}-term`}
          className="search-box__input"
          type="search"
          value={term}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          autoFocus
          onChange={(event) => setTerm(event.target.value)}
        />
        <button className="button button--secondary search-box__submit" type="submit" disabled={term.trim() === ''}>
          {t('search.submit')}
        </button>
        <button className="icon-button search-box__close" type="button" aria-label={t('search.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {active && (
        <div className="search-box__results container" aria-busy={suggestions.isFetching}>
          <p className={products.length > 0 ? 'visually-hidden' : 'search-box__message'} role="status">
            {suggestions.isError
              ? t('search.error')
              : !suggestions.data
                ? t('search.loading')
                : products.length === 0
                  ? t('search.empty')
                  : tc('search.count', products.length)}
          </p>
          {products.length > 0 && (
            <ul className="search-box__list" ref={resultsRef} aria-label={t('search.suggestions')}>
              {products.map((product) => (
                <Suggestion key={product._id} product={product} language={language} onOpen={finish} />
              ))}
            </ul>
          )}
          {settledSearch && total > products.length && (
            <Link
              className="search-box__all"
              to={paths.search.results.href(settledSearch, settledCategory)}
              onClick={finish}
            >
              {t('search.all', { total })}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

function Suggestion({
  product,
  language,
  onOpen,
}: {
  product: SearchProduct;
  language: ReturnType<typeof toLanguage>;
  onOpen: () => void;
}) {
  const name = localized(product, 'product_name', language);
  const image = firstImage(product.images);
  const discounted = product.discount > 0;
  return (
    <li>
      <Link className="suggestion" to={paths.product.href(product.product_id)} onClick={onOpen}>
        <span className="suggestion__media">
          {image && <img src={image} alt="" width="48" height="60" loading="lazy" decoding="async" />}
        </span>
        <span className="suggestion__name">{name}</span>
        <span className="suggestion__prices">
          {discounted && (
            <del className="suggestion__old">
              <Price gbp={product.price} />
            </del>
          )}
          <Price gbp={product.final_price} className={discounted ? 'suggestion__price--sale' : undefined} />
        </span>
      </Link>
    </li>
  );
}

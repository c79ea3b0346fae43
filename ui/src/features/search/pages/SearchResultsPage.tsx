import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { ProductListing, SubcategoryLinks } from '@/components/ProductListing';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useListingParams } from '@/components/useListingParams';
import { paths, SEARCH_CATEGORIES, type SearchCategory } from '@/config/paths';
import { parseSearchCategory, useSearchResults } from '../results';

/** /search/{term}?category=...: the results; /search alone: an empty results page with a search form. */
export default function SearchResultsPage() {
  const { search } = useParams();
  const term = (search ?? '').trim();
  const [searchParams] = useSearchParams();
  const category = parseSearchCategory(searchParams.get('category'));
  return term ? <Results key={`${term}|${category}`} term={term} category={category} /> : <EmptySearch category={category} />;
}

function SearchForm({ initialCategory }: { initialCategory: SearchCategory }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<SearchCategory>(initialCategory);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim()) void navigate(paths.search.results.href(term.trim(), category === 'ALL' ? undefined : category));
  };

  return (
    <form className="search-form" role="search" onSubmit={submit} aria-label={t('form.label')}>
      <label className="visually-hidden" htmlFor={`${id}-category`}>
        {t('form.category')}
      </label>
      <select id={`${id}-category`} className="select" value={category} onChange={(event) => setCategory(event.target.value as SearchCategory)}>
        {SEARCH_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`categories.${value}`)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-term`}>
        {t('form.term')}
      </label>
      <input
        id={`${id}-term`}
        className="field__input search-form__input"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('form.placeholder')}
        autoComplete="off"
      />
      <button type="submit" className="button button--secondary" disabled={!term.trim()}>
        {t('form.submit')}
      </button>
    </form>
  );
}

function EmptySearch({ category }: { category: SearchCategory }) {
  const { t } = useTranslation('search');
  const title = t('empty.title');
  useDocumentTitle(title);
  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={t('empty.intro')}>
        <SearchForm initialCategory={category} />
      </PageHeader>
      <EmptyState
        icon="search"
        title={t('empty.noTerm')}
        text={t('empty.hint')}
        actions={
          <>
            <Link className="button button--outline" to={paths.newProducts.href()}>
              {t('empty.new')}
            </Link>
            <Link className="button button--outline" to={paths.sale.href()}>
              {t('empty.sale')}
            </Link>
          </>
        }
      />
    </div>
  );
}

function Results({ term, category }: { term: string; category: SearchCategory }) {
  const { t } = useTranslation('search');
  const { apiParams } = useListingParams();
  const results = useSearchResults(term, category, apiParams);
  const title = t('results.title', { term });
  useDocumentTitle(title);

  const categoryLinks = SEARCH_CATEGORIES.map((value) => ({
    label: t(`categories.${value}`),
    href: paths.search.results.href(term, value === 'ALL' ? undefined : value),
    current: value === category,
  }));

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: t('empty.title'), href: paths.search.href() }, { label: term }]}>
        <SubcategoryLinks items={categoryLinks} label={t('results.categories')} />
      </PageHeader>
      <ProductListing
        query={results}
        defaultSort="relevance"
        label={title}
        loadingText={t('results.loading')}
        empty={
          <EmptyState
            icon="search"
            live
            title={t('results.notFound', { term })}
            text={category === 'ALL' ? t('results.notFoundHint') : t('results.notFoundInCategory')}
            actions={
              category === 'ALL' ? (
                <Link className="button button--outline" to={paths.newProducts.href()}>
                  {t('empty.new')}
                </Link>
              ) : (
                <Link className="button button--secondary" to={paths.search.results.href(term)}>
                  {t('results.searchEverywhere')}
                </Link>
              )
            }
          />
        }
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** Page numbers to show: the first, the last and two either side of the current one, gaps as null. */
export function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  const wanted = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pages) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) result.push(null);
    result.push(n);
  });
  return result;
}

interface PaginationProps {
  page: number;
  pages: number;
}

/** Links to the pages of a list; the page number lives in the URL query (?page=). */
export function Pagination({ page, pages }: PaginationProps) {
  const { t } = useTranslation('shop');
  const location = useLocation();
  if (pages <= 1) return null;

  const hrefFor = (target: number) => {
    const query = new URLSearchParams(location.search);
    if (target > 1) query.set('page', String(target));
    else query.delete('page');
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">‹</span> {t('pagination.previous')}
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={n === page ? 'pagination__page pagination__page--current' : 'pagination__page'}
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className="pagination__status">{t('pagination.status', { page, pages })}</p>
      {page < pages ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')} <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}

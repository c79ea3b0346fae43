import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the list is, for the navigation landmark's name ("Pages of queries"). */
  label: string;
}

/** Back and Next around 'Page X of Y' (SPEC section 2's admin lists); the label is announced as it changes. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> {t('pager.back')}
      </button>
      <p className="admin-pager__status" aria-live="polite" data-testid="pager-status">
        {t('pager.status', { page, pages })}
      </p>
      <button type="button" className="button admin-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

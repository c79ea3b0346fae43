import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@/components/ErrorNotice';
import { Skeleton } from '@/components/Skeleton';
import { isAccessDenied } from '../access';

interface LoadState {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Placeholder rows while a screen's data loads. */
export function LoadingRows({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" height="3.25rem" />
      ))}
    </div>
  );
}

/**
 * A screen's data: the content once it is there, an error with a retry, or placeholders. A 401/403 shows
 * nothing: the area is being replaced by the not-found page.
 */
export function Loaded<T>({ query, data, children }: { query: LoadState; data: T | undefined; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('admin');
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError) {
    if (isAccessDenied(query.error)) return null;
    return <ErrorNotice message={t('errors.load')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <LoadingRows />;
}

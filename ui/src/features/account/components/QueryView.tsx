import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@/components/ErrorNotice';
import { Skeleton } from '@/components/Skeleton';
import { isUnauthorised } from '../api';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Placeholder lines while a section loads. */
export function SkeletonLines({ lines = 4, label }: { lines?: number; label: string }) {
  return (
    <div className="account-skeleton" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height="1.5rem" width={index % 2 ? '70%' : '100%'} />
      ))}
    </div>
  );
}

/**
 * One account section's data: placeholders while it loads, an error with a retry, or the content. A 401 shows
 * nothing: the visitor is on the way to the sign-in page.
 */
export function QueryView<T>({
  query,
  children,
  skeleton,
}: {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isUnauthorised(query.error)) return null;
    return <ErrorNotice message={t('errors.load')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{skeleton ?? <SkeletonLines label={t('loading')} />}</>;
}

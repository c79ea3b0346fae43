import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { CurrencyProvider } from '@/features/currency';

const Toasts = lazy(() => import('@/components/Toasts'));

/**
 * What every page shares. TanStack Query's client is not here: it comes with the lazily loaded parts that use it
 * (lazy-page.ts's withQueryClient), so the shell starts without the query library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CurrencyProvider>
      <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </CurrencyProvider>
  );
}

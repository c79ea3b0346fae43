import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { CurrencyProvider } from '@/features/currency';
import { ApiError } from '@/lib/api-client';

const Toasts = lazy(() => import('@/components/Toasts'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The spec's "cache keep-unused time 60 s".
        gcTime: 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network errors and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}

/**
 * The app's one TanStack Query client. Only lazily loaded code imports this module (pages, the header's search box
 * and mega menus, the admin area, through app/lazy-page.ts's withQueryClient), so the query library loads with the
 * first page's code, in parallel with it, and stays out of the first-load bundle.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

/** Shared by every page and shell part, so what one fetched another shows at once (and across navigations). */
export const queryClient = createQueryClient();

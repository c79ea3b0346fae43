import { useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@/features/currency';
import { ApiError, apiGet } from '@/lib/api-client';
import type { Language } from '@/lib/language';

/** A shown information page in the menu of the others (GET /api/pages/{slug}'s `menu`). */
export interface PageLink {
  slug: string;
  /** Its storefront route: /about, /FAQ ... or /pages/{slug}. */
  path: string;
  title: string;
}

/** GET /api/pages/{slug}: a page staff wrote, rendered on the server. */
export interface ContentPageData {
  slug: string;
  path: string;
  /** The language of the text shown: English where the page has none in the language asked for. */
  language: Language;
  requestedLanguage: Language;
  fallback: boolean;
  title: string;
  /** Sanitised on the server: Markdown only, no script, style or event attribute. */
  html: string;
  description: string;
  updatedAt: string | null;
  menu: PageLink[];
}

/** A page in the interface language, its prices in the chosen currency; a 404 (no such page, or hidden) is kept. */
export function useContentPage(slug: string, language: Language, currency: CurrencyCode) {
  return useQuery({
    queryKey: ['content-page', slug, language, currency] as const,
    queryFn: ({ signal }) =>
      apiGet<ContentPageData>(`/pages/${encodeURIComponent(slug)}`, { lng: language, currency }, { signal }),
    enabled: slug !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

/** GET /api/pages: the shown pages' menu, for a page that does not read one with its text (the contact page). */
export function usePagesMenu(language: Language, enabled: boolean) {
  return useQuery({
    queryKey: ['content-pages-menu', language] as const,
    queryFn: ({ signal }) => apiGet<PageLink[]>('/pages', { lng: language }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** /api/admin/pages with the staff bearer token: the information pages staff write, their preview and placeholders. */
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { useAdminAccess } from '../access';

export interface PageText {
  title: string;
  body: string;
}

/** GET /api/admin/pages(/{slug}): a page with what staff typed in each language (null: nothing, the English page shows). */
export interface AdminPage {
  slug: string;
  path: string;
  published: boolean;
  /** The shop starts with it: deleting staff's version brings its starting text back. */
  startingText: boolean;
  /** One of the spec's routes (/about, /FAQ, /payment, /privacy-policy): it cannot be hidden. */
  alwaysShown: boolean;
  edited: boolean;
  updatedAt: string | null;
  title: string;
  /** The languages that show the English text: they lack a title or a text. */
  missing: Language[];
  translations: Record<Language, PageText | null>;
}

export interface PageChange {
  published: boolean;
  translations: Partial<Record<Language, PageText | null>>;
}

export interface Preview {
  title: string;
  html: string;
  problems: string[];
}

export interface Placeholder {
  name: string;
  value: string;
  block: boolean;
}

export const pageKeys = {
  all: ['admin', 'pages'] as const,
  list: () => [...pageKeys.all, 'list'] as const,
  page: (slug: string) => [...pageKeys.all, 'page', slug] as const,
  placeholders: (language: Language) => [...pageKeys.all, 'placeholders', language] as const,
};

export function usePages() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: pageKeys.list(),
    queryFn: ({ signal }) => apiGet<AdminPage[]>('/admin/pages', undefined, { token, signal }),
  });
}

export function usePage(slug: string | null) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: pageKeys.page(slug ?? ''),
    queryFn: ({ signal }) => apiGet<AdminPage>(`/admin/pages/${encodeURIComponent(slug ?? '')}`, undefined, { token, signal }),
    enabled: slug !== null,
    staleTime: Infinity,
  });
}

export function usePlaceholders(language: Language) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: pageKeys.placeholders(language),
    queryFn: ({ signal }) => apiGet<Placeholder[]>('/admin/page-placeholders', { lng: language }, { token, signal }),
    staleTime: 60_000,
  });
}

export const createPage = (slug: string, change: PageChange, token: string) =>
  apiSend<AdminPage>('POST', '/admin/pages', { slug, ...change }, { token });

export const savePage = (slug: string, change: PageChange, token: string) =>
  apiSend<AdminPage>('PUT', `/admin/pages/${encodeURIComponent(slug)}`, change, { token });

export const deletePage = (slug: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/pages/${encodeURIComponent(slug)}`, undefined, { token });

export const previewPage = (language: Language, title: string, body: string, token: string, signal?: AbortSignal) =>
  apiSend<Preview>('POST', '/admin/page-preview', { language, title, body }, { token, signal });

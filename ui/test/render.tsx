/**
 * Test helpers: render a component with everything the app provides (translations from
 * ui/locales, currency, TanStack Query, a memory router), without network access for i18n.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { CurrencyProvider, type CurrencyCode } from '@/features/currency';
import { SEEDED_FACTORS } from './products';
import type { Language } from '@/lib/language';
import de from '../locales/de/common.json';
import en from '../locales/en/common.json';
import pl from '../locales/pl/common.json';
import ru from '../locales/ru/common.json';
import ua from '../locales/ua/common.json';

export async function createTestI18n(language: Language = 'en'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: {
      en: { common: en },
      ua: { common: ua },
      pl: { common: pl },
      ru: { common: ru },
      de: { common: de },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface RenderOptions {
  language?: Language;
  currency?: CurrencyCode;
  /** The URL to start at; the element is rendered at this path. */
  path?: string;
  /** Extra routes, e.g. the target of a redirect. */
  routes?: RouteObject[];
}

export async function renderWithApp(
  element: ReactElement,
  { language = 'en', currency = 'GBP', path = '/', routes = [] }: RenderOptions = {},
): Promise<RenderResult & { i18n: I18n; queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> }> {
  const i18n = await createTestI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider initialCurrency={currency} factors={SEEDED_FACTORS}>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient, router };
}

/** A fetch stub answering JSON; `routes` maps a URL (path + query) to [status, body]. */
export function jsonFetch(routes: Record<string, [number, unknown]>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = routes[url];
    if (!match) return new Response(JSON.stringify({ message: `No stub for ${url}` }), { status: 404 });
    const [status, body] = match;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

/// <reference types="node" />
/**
 * Like render.tsx's renderWithApp, with every translation namespace of ui/locales loaded (the
 * storefront pages use their own namespaces) and optional shop actions (wishlist heart, purchase
 * box...) that the app normally provides through app/ShopActions.tsx.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ShopActionsContext, type ShopActions } from '@/components/product-actions';
import { CurrencyProvider, type CurrencyCode } from '@/features/currency';
import { LANGUAGES, type Language } from '@/lib/language';
import { SEEDED_FACTORS } from './products';

// Vitest runs from the repository root (import.meta.url is not a file: URL under jsdom).
const LOCALES = path.resolve(process.cwd(), 'ui/locales');

function allResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const file of readdirSync(path.join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'));
    }
  }
  return resources;
}

const RESOURCES = allResources();

export async function createShopI18n(language: Language = 'en'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(RESOURCES.en ?? {}),
    defaultNS: 'common',
    resources: RESOURCES,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface ShopRenderOptions {
  language?: Language;
  currency?: CurrencyCode;
  /** The URL to start at. */
  url?: string;
  /** The route pattern the element is rendered at (default: the URL's path). */
  path?: string;
  routes?: RouteObject[];
  actions?: ShopActions;
}

export async function renderShop(
  element: ReactElement,
  { language = 'en', currency = 'GBP', url = '/', path, routes = [], actions = {} }: ShopRenderOptions = {},
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient }> {
  const i18n = await createShopI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter([{ path: path ?? url.split('?')[0], element }, ...routes], { initialEntries: [url] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider initialCurrency={currency} factors={SEEDED_FACTORS}>
          <ShopActionsContext.Provider value={actions}>
            <RouterProvider router={router} />
          </ShopActionsContext.Provider>
        </CurrencyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering JSON by URL (path + query); unknown URLs get a 404. Records the URLs asked. */
export function stubApi(routes: Record<string, [number, unknown]>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const match = routes[url];
    if (!match) return new Response(JSON.stringify({ message: `No stub for ${url}` }), { status: 404 });
    const [status, body] = match;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { paths } from '@/config/paths';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * One lazily loaded page module per route; every route pattern comes from config/paths.ts.
 * Add a page: create features/<feature>/pages/<Name>Page.tsx (default export) and a child here.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      { index: true, lazy: lazyPage(() => import('@/features/catalog/pages/HomePage')) },
      { path: paths.notFound.path, lazy: lazyPage(() => import('@/features/misc/pages/NotFoundPage')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * The catalogue screens under /admin-dash (children of the admin layout, relative paths). Each page is a lazy chunk
 * of its own; their texts (`admin-catalogue`, and `shop` for the shared form words) are loaded by the admin guard
 * (app/AdminRoute.tsx) before any admin screen renders.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ProductsPage = lazy(() => import('./pages/ProductsPage'));
const MainSliderPage = lazy(() => import('./pages/MainSliderPage'));
const ColorsPage = lazy(() => import('./pages/ColorsPage'));

export const catalogueRoutes: RouteObject[] = [
  { path: 'main-slider', element: <MainSliderPage /> },
  { path: 'colors', element: <ColorsPage /> },
  { path: 'all-products', element: <ProductsPage /> },
  { path: 'all-products/:category', element: <ProductsPage /> },
];

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
const CategoriesPage = lazy(() => import('./pages/CategoriesPage'));
const BrandsPage = lazy(() => import('./pages/BrandsPage'));

export const catalogueRoutes: RouteObject[] = [
  { path: 'main-slider', element: <MainSliderPage /> },
  { path: 'colors', element: <ColorsPage /> },
  { path: 'categories', element: <CategoriesPage /> },
  { path: 'brands', element: <BrandsPage /> },
  { path: 'all-products', element: <ProductsPage /> },
  { path: 'all-products/:category', element: <ProductsPage /> },
];

/** The returns screens under /admin-dash (children of the admin layout, relative paths), each a lazy chunk. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { returnPaths } from './paths';

const ReturnsPage = lazy(() => import('./pages/ReturnsPage'));
const ReturnPage = lazy(() => import('./pages/ReturnPage'));
const ReturnRulesPage = lazy(() => import('./pages/ReturnRulesPage'));

export const returnRoutes: RouteObject[] = [
  { path: returnPaths.list.path, element: <ReturnsPage /> },
  { path: returnPaths.one.path, element: <ReturnPage /> },
  { path: returnPaths.rules.path, element: <ReturnRulesPage /> },
];

/** The information pages' screens under /admin-dash (children of the admin layout, relative paths), each a lazy chunk. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { contentPagePaths } from './paths';

const PagesPage = lazy(() => import('./pages/PagesPage'));
const PageEditorPage = lazy(() => import('./pages/PageEditorPage'));

export const contentPageRoutes: RouteObject[] = [
  { path: contentPagePaths.list.path, element: <PagesPage /> },
  { path: contentPagePaths.create.path, element: <PageEditorPage /> },
  { path: contentPagePaths.edit.path, element: <PageEditorPage /> },
];

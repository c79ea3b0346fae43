/** The promotions screen under /admin-dash (a child of the admin layout, relative path), a lazy chunk. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { promotionPaths } from './paths';

const PromotionsPage = lazy(() => import('./pages/PromotionsPage'));

export const promotionRoutes: RouteObject[] = [{ path: promotionPaths.list.path, element: <PromotionsPage /> }];

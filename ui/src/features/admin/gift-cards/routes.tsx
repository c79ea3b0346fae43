/** The gift-card screens under /admin-dash (children of the admin layout, relative paths), each a lazy chunk. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const GiftCardsPage = lazy(() => import('./pages/GiftCardsPage'));
const GiftCardPage = lazy(() => import('./pages/GiftCardPage'));

export const giftCardRoutes: RouteObject[] = [
  { path: 'gift-cards', element: <GiftCardsPage /> },
  { path: 'gift-cards/:id', element: <GiftCardPage /> },
];

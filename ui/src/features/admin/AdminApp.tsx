/**
 * The admin area (/admin-dash/*), one lazily loaded chunk. The app layer renders it only for a signed-in user
 * whose status is adm, and hands in the session (features do not import each other). Any admin call the server
 * answers 401 or 403 shows the not-found page instead, as for anyone else who is not staff; a 401 also ends the
 * session through `onSessionEnded`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { NotFound } from '@/components/NotFound';
import { paths } from '@/config/paths';
import { AdminAccessContext, isAccessDenied, isSessionEnded, type AdminAccess } from './access';
import { catalogueRoutes } from './catalogue/routes';
import { AdminLayout } from './components/AdminLayout';
import { contentPageRoutes } from './content-pages/routes';
import { giftCardRoutes } from './gift-cards/routes';
import InfoPage from './pages/InfoPage';
import OrderDetailsPage from './pages/OrderDetailsPage';
import OrdersPage from './pages/OrdersPage';
import QueriesPage from './pages/QueriesPage';
import { promotionRoutes } from './promotions/routes';
import { returnRoutes } from './returns/routes';
import { useStaffSelf } from './staff/api';
import { staffPaths } from './staff/paths';
import type { StaffRole } from './staff/roles';

const ParcelsPage = lazy(() => import('./staff/ParcelsPage'));
const StaffPage = lazy(() => import('./staff/StaffPage'));
const ShopSettingsPage = lazy(() => import('./settings/pages/ShopSettingsPage'));

/** A route pattern of config/paths.ts relative to /admin-dash. */
const child = (path: string): string => path.slice(paths.admin.path.length + 1);

const staffRoutes: RouteObject[] = [
  { path: staffPaths.parcels.path, element: <ParcelsPage /> },
  { path: staffPaths.staff.path, element: <StaffPage /> },
];

/** The warehouse has its parcels and nothing else: they are its start page too. */
const warehouseRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [{ index: true, element: <ParcelsPage /> }, ...staffRoutes, { path: '*', element: <NotFound /> }],
  },
];

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <InfoPage /> },
      ...staffRoutes,
      { path: child(paths.admin.queries.path), element: <QueriesPage /> },
      { path: child(paths.admin.viewOrder.path), element: <OrdersPage /> },
      { path: child(paths.admin.orderDetails.path), element: <OrderDetailsPage /> },
      ...catalogueRoutes,
      ...giftCardRoutes,
      ...promotionRoutes,
      ...returnRoutes,
      ...contentPageRoutes,
      { path: child(paths.admin.settings.path), element: <ShopSettingsPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export interface AdminAppProps {
  token: string;
  email: string;
  /** Called when the server says the session has ended (401): the app forgets it. */
  onSessionEnded?: () => void;
}

export default function AdminApp({ token, email, onSessionEnded }: AdminAppProps) {
  const queryClient = useQueryClient();
  // The token the server turned away; another sign-in gets a fresh chance.
  const [deniedToken, setDeniedToken] = useState<string | null>(null);
  const sessionEnded = useRef(onSessionEnded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
  });

  const deny = useCallback(
    (error: unknown) => {
      if (!isAccessDenied(error)) return;
      setDeniedToken(token);
      if (isSessionEnded(error)) sessionEnded.current?.();
    },
    [token],
  );

  // Every query and mutation of the area (the catalogue screens' too) reports a 401/403 here.
  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') deny(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') deny(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, deny]);

  const { t } = useTranslation('admin');
  const self = useStaffSelf(token);
  const role: StaffRole | undefined = self.data?.role;
  // Until the server has said the role, the area offers nothing (the warehouse is never shown a screen with prices).
  const access = useMemo<AdminAccess>(() => ({ token, email, deny, role: role ?? 'warehouse' }), [token, email, deny, role]);
  const element = useRoutes(role === 'warehouse' ? warehouseRoutes : adminRoutes);
  if (self.isError && !isAccessDenied(self.error)) {
    return (
      <main id="main" className="site-main site-main--bare" tabIndex={-1}>
        <ErrorNotice message={t('errors.load')} onRetry={() => void self.refetch()} retrying={self.isFetching} />
      </main>
    );
  }
  if (deniedToken === token || self.isError) {
    return (
      <main id="main" className="site-main site-main--bare" tabIndex={-1}>
        <NotFound />
      </main>
    );
  }
  if (!role) return null;
  return <AdminAccessContext.Provider value={access}>{element}</AdminAccessContext.Provider>;
}

import { BrowserRouter, useLocation } from 'react-router-dom';
import { AccountSync } from './AccountSync';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './RouteErrorPage';

function RoutesWithErrorPage() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <AccountSync />
      <BrowserRouter>
        <RoutesWithErrorPage />
      </BrowserRouter>
    </AppProviders>
  );
}

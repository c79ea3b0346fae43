import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The router's error element. The heading is the spec's fixed English text. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <main className="container status-page" role="alert">
      <h1 className="status-page__title">Unexpected Application Error!</h1>
      {detail && <p className="status-page__detail">{detail}</p>}
      {/* A full page load, not router navigation: the router itself may be what failed. */}
      <a className="button button--accent" href={paths.home.href()}>
        {ready ? t('actions.backHome') : 'Dance Fabrics'}
      </a>
    </main>
  );
}

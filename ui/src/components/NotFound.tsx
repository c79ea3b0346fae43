import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from './useDocumentTitle';

export const NOT_FOUND_REDIRECT_MS = 3000;

/**
 * The not-found page (spec: it redirects to /). Pages render it for an unknown path, and also for a
 * category, brand, colour or product the API does not know.
 */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate(paths.home.href(), { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{t('notFound.title')}</h1>
      <p className="status-page__text">{t('notFound.text', { seconds: NOT_FOUND_REDIRECT_MS / 1000 })}</p>
      <Link className="button button--accent" to={paths.home.href()}>
        {t('actions.backHome')}
      </Link>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { NotFound } from '@/components/NotFound';
import { Skeleton } from '@/components/Skeleton';
import { useLanguage } from '@/components/useLanguage';
import { useCurrency } from '@/features/currency';
import { ApiError } from '@/lib/api-client';
import { openCallbackForm } from '@/lib/ui-events';
import { useContentPage } from '../api';
import { ContentLayout } from '../components/ContentLayout';

/** The spec's own routes of information pages (React Router matches them in any case), and the page each shows. */
const SPEC_PAGES: Record<string, string> = {
  '/about': 'about',
  '/faq': 'faq',
  '/payment': 'payment',
  '/privacy-policy': 'privacy-policy',
};

/** A link in a page's text that opens the call-back form instead of going anywhere. */
export const CALLBACK_LINK = '#callback';

export function slugOf(pathname: string, param: string | undefined): string {
  return param ?? SPEC_PAGES[pathname.toLowerCase().replace(/\/+$/, '')] ?? '';
}

/**
 * A click on a link of the text: #callback opens the call-back form, a page of the shop opens in the app (no reload),
 * a file, another site or a click with a modifier key goes as the browser sends it.
 */
function followLinks(event: MouseEvent, navigate: NavigateFunction): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = link.getAttribute('href') ?? '';
  if (href === CALLBACK_LINK) {
    event.preventDefault();
    openCallbackForm();
    return;
  }
  const url = new URL(href, window.location.href);
  const file = /\.[a-z0-9]+$/i.test(url.pathname);
  if (url.origin !== window.location.origin || file || link.hasAttribute('download') || link.target) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

/** An information page staff write in the admin: /about, /FAQ, /payment, /privacy-policy and /pages/{slug}. */
export default function ContentPage() {
  const { t } = useTranslation('content');
  const { slug: param } = useParams();
  const { pathname } = useLocation();
  const slug = slugOf(pathname, param);
  const language = useLanguage();
  const { currency } = useCurrency();
  const page = useContentPage(slug, language, currency);
  const navigate = useNavigate();
  const text = useRef<HTMLDivElement>(null);
  const html = page.data?.html;

  useEffect(() => {
    const element = text.current;
    if (!element) return;
    const follow = (event: MouseEvent) => followLinks(event, navigate);
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [html, navigate]);

  if (slug === '' || (page.error instanceof ApiError && page.error.status === 404)) return <NotFound />;
  if (page.isError) {
    return (
      <div className="container page">
        <ErrorNotice message={t('page.loadError')} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </div>
    );
  }
  const data = page.data;
  return (
    <ContentLayout title={data?.title ?? null} menu={data?.menu ?? null}>
      {data?.fallback && (
        <p className="notice" role="note">
          {t('page.fallback')}
        </p>
      )}
      {html === undefined ? (
        <div aria-busy="true" className="prose__loading">
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton width="82%" />
        </div>
      ) : (
        // The server rendered and sanitised it (shop/content_pages/markdown.py): Markdown only, no script or style.
        <div ref={text} className="prose__html" lang={data?.fallback ? 'en' : undefined} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </ContentLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { Loaded } from '../../components/ListState';
import { formatDateTime } from '../../format';
import { usePages } from '../api';
import { contentPagePaths } from '../paths';

/** /admin-dash/pages: every information page, which languages it still lacks, whether it is shown, and a way in. */
export default function PagesPage() {
  const { t } = useTranslation('admin-pages');
  const { t: words } = useTranslation('admin-catalogue');
  const language = useLanguage();
  const pages = usePages();
  useDocumentTitle(t('list.title'));

  return (
    <section className="admin-page" aria-labelledby="admin-pages-title">
      <header className="admin-page__header admin-page__header--split">
        <div>
          <h1 className="admin-page__title" id="admin-pages-title">
            {t('list.title')}
          </h1>
          <p className="admin-page__intro">{t('list.intro')}</p>
        </div>
        <Link className="button admin-button admin-button--primary" to={contentPagePaths.create.href()}>
          {t('list.add')}
        </Link>
      </header>
      <Loaded query={pages} data={pages.data}>
        {(list) => (
          <table className="admin-table admin-pages">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.columns.page')}</th>
                <th scope="col">{t('list.columns.languages')}</th>
                <th scope="col">{t('list.columns.state')}</th>
                <th scope="col">{t('list.columns.saved')}</th>
                <th scope="col">{t('list.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((page) => (
                <tr key={page.slug} data-testid="page-row">
                  <th scope="row" data-label={t('list.columns.page')}>
                    <span>
                      {page.title}
                      <span className="admin-muted admin-pages__path"> {page.path}</span>
                    </span>
                  </th>
                  <td data-label={t('list.columns.languages')}>
                    {page.missing.length === 0 ? (
                      t('list.complete')
                    ) : (
                      <span className="admin-pages__missing">
                        {t('list.missing', { languages: page.missing.map((code) => words(`languages.${code}`)).join(', ') })}
                      </span>
                    )}
                  </td>
                  <td data-label={t('list.columns.state')}>{page.published ? t('list.shown') : t('list.hidden')}</td>
                  <td data-label={t('list.columns.saved')}>
                    {page.updatedAt ? (
                      <time dateTime={page.updatedAt}>{formatDateTime(page.updatedAt, language)}</time>
                    ) : (
                      t('list.startingText')
                    )}
                  </td>
                  <td data-label={t('list.columns.actions')}>
                    <Link className="button admin-button" to={contentPagePaths.edit.href(page.slug)} aria-label={t('list.editPage', { title: page.title })}>
                      {t('list.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </section>
  );
}

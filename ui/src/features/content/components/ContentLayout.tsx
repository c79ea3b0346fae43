import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';

const HELP_LINKS = [
  { key: 'about', href: paths.about.href() },
  { key: 'faq', href: paths.faq.href() },
  { key: 'payment', href: paths.payment.href() },
  { key: 'contact', href: paths.contactUs.href() },
  { key: 'privacy', href: paths.privacyPolicy.href() },
] as const;

interface ContentLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The information pages: title, a side menu between them, and the text. */
export function ContentLayout({ title, intro, children }: ContentLayoutProps) {
  const { t } = useTranslation('content');
  useDocumentTitle(title);
  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={intro} />
      <div className="content-layout">
        <nav className="content-nav" aria-label={t('nav.label')}>
          <ul>
            {HELP_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={link.href} className="content-nav__link">
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="prose">{children}</div>
      </div>
    </div>
  );
}

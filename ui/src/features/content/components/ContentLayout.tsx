import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useLanguage } from '@/components/useLanguage';
import { usePagesMenu, type PageLink } from '../api';

const CONTACT = paths.contactUs.href();

/** The menu until the pages' own list has come (or when it cannot): the spec's information pages. */
const HELP_LINKS = [
  { key: 'about', href: paths.about.href() },
  { key: 'faq', href: paths.faq.href() },
  { key: 'payment', href: paths.payment.href() },
  { key: 'contact', href: CONTACT },
  { key: 'privacy', href: paths.privacyPolicy.href() },
] as const;

interface ContentLayoutProps {
  /** null while the page is loading. */
  title: string | null;
  intro?: ReactNode;
  /** The shown pages staff write, in their order; null while they come with the page's own text, read here when not
   * given. The contact page goes before the privacy policy. */
  menu?: PageLink[] | null;
  children: ReactNode;
}

function menuLinks(menu: PageLink[], contact: string): { href: string; label: string }[] {
  const links = menu.map((link) => ({ href: link.path, label: link.title }));
  const privacy = links.findIndex((link) => link.href === paths.privacyPolicy.href());
  links.splice(privacy < 0 ? links.length : privacy, 0, { href: CONTACT, label: contact });
  return links;
}

/** The information pages: title, a side menu between them, and the text. */
export function ContentLayout({ title, intro, menu, children }: ContentLayoutProps) {
  const { t } = useTranslation('content');
  useDocumentTitle(title);
  const read = usePagesMenu(useLanguage(), menu === undefined);
  const pages = menu === undefined ? read.data : menu;
  const links = pages ? menuLinks(pages, t('nav.contact')) : HELP_LINKS.map(({ key, href }) => ({ href, label: t(`nav.${key}`) }));
  return (
    <div className="container page">
      <PageHeader title={title} crumbs={title === null ? undefined : [{ label: title }]} intro={intro} />
      <div className="content-layout">
        <nav className="content-nav" aria-label={t('nav.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className="content-nav__link">
                  {link.label}
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

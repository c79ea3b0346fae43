import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths, type AccountPage } from '@/config/paths';
import { accountKeys } from '../api';
import { useSession } from '../session';
import { signOut } from '../sign-out';
import { useLeaveAccount } from './RequireSession';

export type AccountSection = AccountPage | 'overview';

/** The side navigation's order: orders and money first, then the profile. */
export const NAVIGATION: readonly AccountSection[] = [
  'overview',
  'order-history',
  'returns',
  'downloads',
  'transactions',
  'recurring-payments',
  'reward-points',
  'affiliate',
  'edit-info',
  'change-password',
  'address-book',
  'add-address',
  'payment-profile',
  'newsletter',
];

export const sectionHref = (section: AccountSection): string =>
  section === 'overview'
    ? paths.account.href()
    : section === 'add-address'
      ? paths.account.addAddress.href()
      : paths.account.page.href(section);

function AccountNavigation({ current }: { current: AccountSection }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useLeaveAccount();
  const session = useSession();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the list scrolls sideways: bring the current page into view.
  useEffect(() => {
    const scroller = list.current;
    const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !active || scroller.scrollWidth <= scroller.clientWidth) return;
    scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2;
  }, [current]);

  const logOut = async () => {
    leave();
    void navigate(paths.home.href());
    await signOut();
    queryClient.removeQueries({ queryKey: accountKeys.all });
  };

  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul className="plain-list account-nav__list" ref={list}>
        {NAVIGATION.map((section) => (
          <li key={section} className="account-nav__item">
            <Link
              className="chip account-nav__link"
              to={sectionHref(section)}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`pages.${section}`)}
            </Link>
          </li>
        ))}
        {session?.status === 'adm' && (
          <li className="account-nav__item">
            <Link className="chip account-nav__link" to={paths.admin.href()}>
              {t('nav.admin')}
            </Link>
          </li>
        )}
        <li className="account-nav__item account-nav__item--logout">
          <button type="button" className="chip account-nav__link account-nav__logout" onClick={() => void logOut()}>
            {t('nav.logOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

interface AccountLayoutProps {
  current: AccountSection;
  /** The page's h1 (and the tab's title); the section's name when omitted. */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Every account page: breadcrumbs, one h1, the account navigation beside (or above, on a phone) the content. */
export function AccountLayout({ current, title, intro, children }: AccountLayoutProps) {
  const { t } = useTranslation('account');
  const heading = title ?? t(`pages.${current}`);
  useDocumentTitle(heading);
  const crumbs =
    current === 'overview' ? [{ label: heading }] : [{ label: t('pages.overview'), href: paths.account.href() }, { label: heading }];

  return (
    <div className="container page account">
      <PageHeader title={heading} crumbs={crumbs} intro={intro} />
      <div className="account__body">
        <AccountNavigation current={current} />
        <div className="account__content">{children}</div>
      </div>
    </div>
  );
}

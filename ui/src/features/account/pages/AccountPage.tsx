import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useOverview } from '../api';
import { AccountLayout, NAVIGATION, sectionHref } from '../components/AccountLayout';
import { AddressBlock } from '../components/AddressBlock';
import { OrderFacts } from '../components/OrderSummary';
import { PrivacyActions } from '../components/PrivacyActions';
import { QueryView } from '../components/QueryView';
import { RequireSession } from '../components/RequireSession';
import type { Overview } from '../types';

function OverviewSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div className="account-overview" aria-busy="true" role="status" aria-label={t('loading')}>
      <Skeleton width="min(360px, 80%)" height="2rem" />
      <div className="account-stats">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="block" height="96px" />
        ))}
      </div>
      <Skeleton shape="block" height="160px" />
    </div>
  );
}

function Counts({ overview }: { overview: Overview }) {
  const { t } = useTranslation('account');
  const counts = [
    { id: 'orders', value: overview.orders, label: t('overview.counts.orders'), href: paths.account.page.href('order-history') },
    {
      id: 'reward-points',
      value: overview.rewardPoints,
      label: t('overview.counts.rewardPoints'),
      href: paths.account.page.href('reward-points'),
    },
    { id: 'wishlist', value: overview.wishlist, label: t('overview.counts.wishlist'), href: paths.wishlist.href() },
    { id: 'open-returns', value: overview.openReturns, label: t('overview.counts.openReturns'), href: paths.account.page.href('returns') },
  ];
  return (
    <ul className="plain-list account-stats" aria-label={t('overview.counts.label')}>
      {counts.map((count) => (
        <li key={count.id}>
          <Link className="account-stat" to={count.href} data-testid={`count-${count.id}`}>
            <span className="account-stat__value">{count.value}</span>
            <span className="account-stat__label">{count.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OverviewContent({ overview }: { overview: Overview }) {
  const { t } = useTranslation('account');
  const { user, lastOrder, defaultAddress } = overview;
  const name = user.firstName.trim();

  return (
    <div className="account-overview">
      <section className="account-card account-greeting" aria-labelledby="account-greeting">
        <h2 id="account-greeting" className="account-card__title">
          {name ? t('overview.greeting', { name }) : t('overview.greetingNoName')}
        </h2>
        <p className="account-greeting__email">
          {t('overview.signedInAs')} <strong data-testid="account-email">{user.email}</strong>
        </p>
      </section>

      <Counts overview={overview} />

      <div className="account-overview__pair">
        <section className="account-card" aria-labelledby="account-last-order">
          <h2 id="account-last-order" className="account-card__title">
            {t('overview.lastOrder')}
          </h2>
          {lastOrder ? (
            <>
              <OrderFacts order={lastOrder} />
              <Link className="link-button" to={paths.account.page.href('order-history')}>
                {t('overview.allOrders')}
              </Link>
            </>
          ) : (
            <>
              <p className="account-card__text">{t('overview.noOrders')}</p>
              <Link className="link-button" to={paths.newProducts.href()}>
                {t('overview.startShopping')}
              </Link>
            </>
          )}
        </section>

        <section className="account-card" aria-labelledby="account-default-address">
          <h2 id="account-default-address" className="account-card__title">
            {t('overview.defaultAddress')}
          </h2>
          {defaultAddress ? (
            <>
              <AddressBlock address={defaultAddress} />
              <Link className="link-button" to={paths.account.page.href('address-book')}>
                {t('overview.manageAddresses')}
              </Link>
            </>
          ) : (
            <>
              <p className="account-card__text">{t('overview.noAddress')}</p>
              <Link className="link-button" to={paths.account.addAddress.href()}>
                {t('addresses.add')}
              </Link>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="account-sections">
        <h2 id="account-sections" className="account-section-title">
          {t('overview.sections')}
        </h2>
        <ul className="plain-list account-links">
          {NAVIGATION.filter((section) => section !== 'overview').map((section) => (
            <li key={section}>
              <Link className="account-link" to={sectionHref(section)}>
                <span className="account-link__title">{t(`pages.${section}`)}</span>
                <span className="account-link__text">{t(`descriptions.${section}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <PrivacyActions />
    </div>
  );
}

function Overview() {
  const query = useOverview();
  return (
    <AccountLayout current="overview">
      <QueryView query={query} skeleton={<OverviewSkeleton />}>
        {(overview) => <OverviewContent overview={overview} />}
      </QueryView>
    </AccountLayout>
  );
}

/** /account: who is signed in, the counts, the last order, the default address, every account page, and the
 * shopper's data (download it, delete the account). */
export default function AccountPage() {
  return (
    <RequireSession>
      <Overview />
    </RequireSession>
  );
}

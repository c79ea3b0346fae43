import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { NotFound } from '@/components/NotFound';
import { ACCOUNT_PAGES, paths, type AccountPage } from '@/config/paths';
import { AccountLayout } from '../components/AccountLayout';
import { RequireSession } from '../components/RequireSession';
import { isOneOf } from '../types';
import AddressBook from './sub/AddressBook';
import Affiliate from './sub/Affiliate';
import ChangePassword from './sub/ChangePassword';
import Downloads from './sub/Downloads';
import EditInfo from './sub/EditInfo';
import Newsletter from './sub/Newsletter';
import OrderHistory from './sub/OrderHistory';
import PaymentProfile from './sub/PaymentProfile';
import RecurringPayments from './sub/RecurringPayments';
import Returns from './sub/Returns';
import RewardPoints from './sub/RewardPoints';
import Transactions from './sub/Transactions';

/** Every account page but 'add-address', which has its own route under modify-address-book. */
const SUB_PAGES: Record<Exclude<AccountPage, 'add-address'>, ComponentType> = {
  downloads: Downloads,
  affiliate: Affiliate,
  'change-password': ChangePassword,
  'edit-info': EditInfo,
  'address-book': AddressBook,
  newsletter: Newsletter,
  'order-history': OrderHistory,
  'payment-profile': PaymentProfile,
  'recurring-payments': RecurringPayments,
  returns: Returns,
  'reward-points': RewardPoints,
  transactions: Transactions,
};

function SubPage({ page }: { page: Exclude<AccountPage, 'add-address'> }) {
  const { t } = useTranslation('account');
  const Page = SUB_PAGES[page];
  return (
    <AccountLayout current={page} intro={t(`descriptions.${page}`)}>
      <Page />
    </AccountLayout>
  );
}

/** /account/:accountPage: one of the spec's account pages; anything else is not found. */
export default function AccountSubPage() {
  const { accountPage } = useParams();
  if (!isOneOf(ACCOUNT_PAGES, accountPage)) return <NotFound />;
  if (accountPage === 'add-address') return <Navigate to={paths.account.addAddress.href()} replace />;
  return (
    <RequireSession>
      <SubPage key={accountPage} page={accountPage} />
    </RequireSession>
  );
}

import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/config/paths';
import { useAddresses } from '../api';
import { AccountLayout } from '../components/AccountLayout';
import { AddressForm } from '../components/AddressForm';
import { QueryView } from '../components/QueryView';
import { RequireSession } from '../components/RequireSession';

function EditAddress() {
  const { t } = useTranslation('account');
  const { addressId = '' } = useParams();
  const navigate = useNavigate();
  const query = useAddresses();
  const backToList = () => void navigate(paths.account.page.href('address-book'));

  return (
    <AccountLayout current="address-book" title={t('addresses.editTitle')}>
      <QueryView query={query}>
        {(addresses) => {
          const address = addresses.find((candidate) => candidate._id === addressId);
          if (!address) {
            return (
              <EmptyState
                title={t('addresses.missingTitle')}
                text={t('addresses.missingText')}
                actions={
                  <Link className="button button--secondary" to={paths.account.page.href('address-book')}>
                    {t('pages.address-book')}
                  </Link>
                }
              />
            );
          }
          return (
            <AddressForm
              key={address._id}
              address={address}
              onSaved={() => {
                toast.success(t('addresses.updated'));
                backToList();
              }}
              onCancel={backToList}
            />
          );
        }}
      </QueryView>
    </AccountLayout>
  );
}

/** /account/modify-address-book/:addressId: change one saved address. */
export default function EditAddressPage() {
  return (
    <RequireSession>
      <EditAddress />
    </RequireSession>
  );
}

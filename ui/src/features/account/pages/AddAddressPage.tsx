import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AccountLayout } from '../components/AccountLayout';
import { AddressForm } from '../components/AddressForm';
import { RequireSession } from '../components/RequireSession';

function AddAddress() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const backToList = () => void navigate(paths.account.page.href('address-book'));
  return (
    <AccountLayout current="add-address" intro={t('descriptions.add-address')}>
      <AddressForm
        onSaved={() => {
          toast.success(t('addresses.added'));
          backToList();
        }}
        onCancel={backToList}
      />
    </AccountLayout>
  );
}

/** /account/modify-address-book/add-address: a new address, then back to the address book. */
export default function AddAddressPage() {
  return (
    <RequireSession>
      <AddAddress />
    </RequireSession>
  );
}

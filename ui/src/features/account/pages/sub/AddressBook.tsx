import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/config/paths';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../../api';
import { AddressBlock } from '../../components/AddressBlock';
import { QueryView } from '../../components/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import type { Address } from '../../types';

/** The contract's limit of addresses per account. */
export const MAX_ADDRESSES = 20;

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation('account');
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const name = `${address.firstName} ${address.lastName}`.trim();
  const busy = remove.isPending || save.isPending;

  const confirmRemove = async () => {
    if (!window.confirm(t('addresses.confirmDelete', { address: `${name}, ${address.line1}` }))) return;
    try {
      await remove.mutateAsync(address._id);
      toast.success(t('addresses.deleted'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.save'));
    }
  };

  const makeDefault = async () => {
    try {
      await save.mutateAsync({ id: address._id, address: { isDefault: true } });
      toast.success(t('addresses.defaultChanged'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.save'));
    }
  };

  return (
    <li className="account-card address-card">
      {address.isDefault && (
        <p className="address-card__badge">
          <StatusBadge tone="success">{t('addresses.default')}</StatusBadge>
        </p>
      )}
      <AddressBlock address={address} />
      <div className="address-card__actions">
        <Link className="button button--outline button--small" to={paths.account.editAddress.href(address._id)}>
          {t('addresses.edit')}
          <span className="visually-hidden">: {name}</span>
        </Link>
        {!address.isDefault && (
          <button type="button" className="button button--outline button--small" onClick={() => void makeDefault()} disabled={busy}>
            {t('addresses.makeDefault')}
            <span className="visually-hidden">: {name}</span>
          </button>
        )}
        <button
          type="button"
          className="link-button link-button--danger"
          onClick={() => void confirmRemove()}
          disabled={busy}
        >
          {t('addresses.delete')}
          <span className="visually-hidden">: {name}</span>
        </button>
      </div>
    </li>
  );
}

/** /account/address-book: the saved addresses, the default first; add, change, delete, make default. */
export default function AddressBook() {
  const { t } = useTranslation('account');
  const query = useAddresses();
  const addLink = (
    <Link className="button button--secondary" to={paths.account.addAddress.href()}>
      {t('addresses.add')}
    </Link>
  );

  return (
    <QueryView query={query}>
      {(addresses) =>
        addresses.length === 0 ? (
          <EmptyState icon="box" title={t('addresses.emptyTitle')} text={t('addresses.emptyText')} actions={addLink} />
        ) : (
          <>
            <ul className="plain-list address-list">
              {addresses.map((address) => (
                <AddressCard key={address._id} address={address} />
              ))}
            </ul>
            <p className="account-actions">
              {addresses.length < MAX_ADDRESSES ? addLink : t('addresses.limitReached', { max: MAX_ADDRESSES })}
            </p>
          </>
        )
      }
    </QueryView>
  );
}

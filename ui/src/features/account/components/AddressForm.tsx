import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryField, TextField } from '@/components/Field';
import { useSaveAddress } from '../api';
import type { Address, AddressInput } from '../types';
import { FormActions, useAccountForm, type FieldErrors } from './AccountForm';

type TextKey = Exclude<keyof AddressInput, 'isDefault'>;

/** Field lengths of the contract; the server checks them too. */
const MAX_LENGTH: Record<TextKey, number> = {
  firstName: 80,
  lastName: 80,
  company: 120,
  line1: 160,
  line2: 160,
  city: 80,
  postcode: 20,
  region: 80,
  country: 2,
  phone: 32,
};

const REQUIRED: readonly TextKey[] = ['firstName', 'lastName', 'line1', 'city', 'postcode', 'country'];

const BLANK: AddressInput = {
  firstName: '',
  lastName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  region: '',
  country: '',
  phone: '',
  isDefault: false,
};

const AUTOCOMPLETE: Record<TextKey, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
  region: 'address-level1',
  country: 'country',
  phone: 'tel',
};

interface AddressFormProps {
  /** The address to change; a new one when absent. */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/** Add or change an address: required fields checked here first, then the server's word on each field. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const save = useSaveAddress();
  const { formRef, form, errors, change, startSubmit, showFailure, bind } = useAccountForm<AddressInput>(() => {
    if (!address) return BLANK;
    const { _id: _ignored, ...fields } = address;
    return fields;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...form };
    for (const key of Object.keys(MAX_LENGTH) as TextKey[]) trimmed[key] = form[key].trim();
    const found: FieldErrors = {};
    for (const key of REQUIRED) if (!trimmed[key]) found[key] = t(`addresses.required.${key}`);
    if (!startSubmit(found)) return;
    try {
      onSaved(await save.mutateAsync({ id: address?._id, address: trimmed }));
    } catch (error) {
      showFailure(error);
    }
  };

  const text = (key: TextKey, optional = false) => ({
    ...bind(key),
    label: t(`addresses.fields.${key}`),
    optional,
    required: !optional,
    maxLength: MAX_LENGTH[key],
    autoComplete: AUTOCOMPLETE[key],
  });

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="account-form__row">
        <TextField {...text('firstName')} />
        <TextField {...text('lastName')} />
      </div>
      <TextField {...text('company', true)} />
      <TextField {...text('line1')} />
      <TextField {...text('line2', true)} />
      <div className="account-form__row">
        <TextField {...text('city')} />
        <TextField {...text('postcode')} />
      </div>
      <div className="account-form__row">
        <TextField {...text('region', true)} />
        <CountryField
          {...bind('country')}
          label={t('addresses.fields.country')}
          emptyOption={t('addresses.chooseCountry')}
          required
          autoComplete="country"
        />
      </div>
      <TextField {...text('phone', true)} type="tel" inputMode="tel" hint={t('form.phoneHint')} />
      {!address?.isDefault && (
        <label className="checkbox">
          <input type="checkbox" checked={form.isDefault} onChange={(event) => change('isDefault', event.target.checked)} />
          {t('addresses.useAsDefault')}
        </label>
      )}
      <FormActions
        busy={save.isPending}
        submitLabel={address ? t('addresses.saveChanges') : t('addresses.save')}
        error={errors.form}
      >
        {onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </FormActions>
    </form>
  );
}

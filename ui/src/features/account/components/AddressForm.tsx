import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { fieldErrorsOf, useSaveAddress } from '../api';
import { countryOptions } from '../countries';
import type { Address, AddressInput } from '../types';
import { SelectField, TextField, useFocusFirstError } from './Field';

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
  const language = useLanguage();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveAddress();
  const [form, setForm] = useState<AddressInput>(() => {
    if (!address) return BLANK;
    const { _id: _ignored, ...fields } = address;
    return fields;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, errors, attempt);
  const countries = useMemo(() => countryOptions(language), [language]);

  const change = <K extends keyof AddressInput>(key: K, value: AddressInput[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const trimmed = { ...form };
    for (const key of Object.keys(MAX_LENGTH) as TextKey[]) trimmed[key] = form[key].trim();
    const found: Record<string, string> = {};
    for (const key of REQUIRED) if (!trimmed[key]) found[key] = t(`addresses.required.${key}`);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onSaved(await save.mutateAsync({ id: address?._id, address: trimmed }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: error instanceof Error ? error.message : t('errors.save') });
    }
  };

  const text = (key: TextKey, optional = false) => ({
    id: `${ids}-${key}`,
    name: key,
    label: t(`addresses.fields.${key}`),
    value: form[key],
    error: errors[key],
    optional,
    required: !optional,
    maxLength: MAX_LENGTH[key],
    autoComplete: AUTOCOMPLETE[key],
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
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
        <SelectField
          id={`${ids}-country`}
          name="country"
          label={t('addresses.fields.country')}
          value={form.country}
          error={errors.country}
          required
          autoComplete="country"
          onChange={(event) => change('country', event.target.value)}
        >
          <option value="">{t('addresses.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField {...text('phone', true)} type="tel" inputMode="tel" hint={t('form.phoneHint')} />
      {!address?.isDefault && (
        <label className="checkbox">
          <input type="checkbox" checked={form.isDefault} onChange={(event) => change('isDefault', event.target.checked)} />
          {t('addresses.useAsDefault')}
        </label>
      )}
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--secondary" disabled={save.isPending}>
          {save.isPending && <Spinner size="small" label="" />}
          {address ? t('addresses.saveChanges') : t('addresses.save')}
        </button>
        {onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CountryField, TextField } from '@/components/Field';
import { usePaymentProfile, useSavePaymentProfile } from '../../api';
import { FormActions, useAccountForm } from '../../components/AccountForm';
import { QueryView } from '../../components/QueryView';
import { isOneOf, PAYMENT_METHODS, type PaymentProfile as Profile } from '../../types';

type TextKey = Exclude<keyof Profile, 'preferredMethod' | 'country'>;

const MAX_LENGTH: Record<TextKey, number> = {
  billingName: 160,
  company: 120,
  taxId: 32,
  line1: 160,
  city: 80,
  postcode: 20,
};

const AUTOCOMPLETE: Record<TextKey, string> = {
  billingName: 'billing name',
  company: 'billing organization',
  taxId: 'off',
  line1: 'billing address-line1',
  city: 'billing address-level2',
  postcode: 'billing postal-code',
};

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const save = useSavePaymentProfile();
  const { ids, formRef, form, setForm, errors, change, startSubmit, showFailure, bind } = useAccountForm<Profile>(profile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    startSubmit({});
    const trimmed = { ...form };
    for (const key of Object.keys(MAX_LENGTH) as TextKey[]) trimmed[key] = form[key].trim();
    try {
      setForm(await save.mutateAsync(trimmed));
      toast.success(t('paymentProfile.saved'));
    } catch (error) {
      showFailure(error);
    }
  };

  const text = (key: TextKey) => ({
    ...bind(key),
    label: t(`paymentProfile.fields.${key}`),
    optional: true,
    maxLength: MAX_LENGTH[key],
    autoComplete: AUTOCOMPLETE[key],
  });

  const methodError = errors.preferredMethod;
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset
        className="account-fieldset"
        aria-describedby={methodError ? `${ids}-method-error` : undefined}
      >
        <legend className="field__label">{t('paymentProfile.method')}</legend>
        <div className="radio-group">
          {[null, ...PAYMENT_METHODS].map((method) => (
            <label key={method ?? 'none'} className="checkbox radio-option">
              <input
                type="radio"
                name="preferredMethod"
                value={method ?? ''}
                checked={form.preferredMethod === method}
                onChange={() => change('preferredMethod', method)}
              />
              <span>{method ? t(`paymentMethod.${method}`) : t('paymentProfile.noPreference')}</span>
            </label>
          ))}
        </div>
        {methodError && (
          <p className="field__error" id={`${ids}-method-error`} role="alert">
            {methodError}
          </p>
        )}
      </fieldset>
      <TextField {...text('billingName')} />
      <div className="account-form__row">
        <TextField {...text('company')} />
        <TextField {...text('taxId')} />
      </div>
      <TextField {...text('line1')} />
      <div className="account-form__row">
        <TextField {...text('city')} />
        <TextField {...text('postcode')} />
      </div>
      <CountryField
        {...bind('country')}
        label={t('paymentProfile.fields.country')}
        emptyOption={t('paymentProfile.noCountry')}
        optional
        autoComplete="billing country"
      />
      <FormActions busy={save.isPending} submitLabel={t('form.save')} error={errors.form} />
    </form>
  );
}

/** /account/payment-profile: saved billing details and the preferred way to pay. */
export default function PaymentProfile() {
  const query = usePaymentProfile();
  return (
    <QueryView query={query}>
      {(profile) => (
        <ProfileForm
          profile={{ ...profile, preferredMethod: isOneOf(PAYMENT_METHODS, profile.preferredMethod) ? profile.preferredMethod : null }}
        />
      )}
    </QueryView>
  );
}

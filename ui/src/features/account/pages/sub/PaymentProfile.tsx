import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { fieldErrorsOf, usePaymentProfile, useSavePaymentProfile } from '../../api';
import { countryOptions } from '../../countries';
import { SelectField, TextField, useFocusFirstError } from '../../components/Field';
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
  const language = useLanguage();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePaymentProfile();
  const [form, setForm] = useState<Profile>(profile);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, errors, attempt);
  const countries = useMemo(() => countryOptions(language), [language]);

  const change = <K extends keyof Profile>(key: K, value: Profile[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setErrors({});
    const trimmed = { ...form };
    for (const key of Object.keys(MAX_LENGTH) as TextKey[]) trimmed[key] = form[key].trim();
    try {
      setForm(await save.mutateAsync(trimmed));
      toast.success(t('paymentProfile.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: error instanceof Error ? error.message : t('errors.save') });
    }
  };

  const text = (key: TextKey) => ({
    id: `${ids}-${key}`,
    name: key,
    label: t(`paymentProfile.fields.${key}`),
    value: form[key],
    error: errors[key],
    optional: true,
    maxLength: MAX_LENGTH[key],
    autoComplete: AUTOCOMPLETE[key],
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
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
            <label key={method ?? 'none'} className="radio-option">
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
      <SelectField
        id={`${ids}-country`}
        name="country"
        label={t('paymentProfile.fields.country')}
        optional
        autoComplete="billing country"
        value={form.country}
        error={errors.country}
        onChange={(event) => change('country', event.target.value)}
      >
        <option value="">{t('paymentProfile.noCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--secondary" disabled={save.isPending}>
          {save.isPending && <Spinner size="small" label="" />}
          {t('form.save')}
        </button>
      </div>
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

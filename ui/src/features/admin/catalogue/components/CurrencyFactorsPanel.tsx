import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { catalogueKeys, updateCurrency, useCurrencies, useRefresh } from '../api';
import { messageOf } from '../errors';
import type { Currency } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { Panel } from './Panel';

/**
 * The display currencies' factors (units per 1 GBP). The base currency is fixed at 1; the others change
 * one at a time, and the storefront uses the new factor on its next load.
 */
export function CurrencyFactorsPanel() {
  const { t } = useTranslation('admin-catalogue');
  const currencies = useCurrencies();
  return (
    <Panel id="ac-currencies" title={t('currencies.title')}>
      <p className="ac-hint">{t('currencies.hint')}</p>
      {currencies.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : currencies.isError ? (
        <p className="notice notice--error" role="alert">
          {messageOf(currencies.error, t('currencies.loadFailed'))}
        </p>
      ) : (
        <ul className="ac-currencies">
          {currencies.data.currencies.map((currency) =>
            currency.code === currencies.data.base ? (
              <li key={currency.code} className="ac-currency">
                <span className="ac-currency__code">
                  {currency.code} <span aria-hidden="true">{currency.sign}</span>
                </span>
                <span className="ac-currency__base">{t('currencies.base', { factor: currency.factor })}</span>
              </li>
            ) : (
              <CurrencyRow key={currency.code} currency={currency} />
            ),
          )}
        </ul>
      )}
    </Panel>
  );
}

function CurrencyRow({ currency }: { currency: Currency }) {
  const { t } = useTranslation('admin-catalogue');
  const token = useAdminToken();
  const deny = useAdminDeny();
  const refresh = useRefresh();
  const [factor, setFactor] = useState(currency.factor);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `ac-factor-${currency.code}`;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      const saved = await updateCurrency(currency.code, factor.trim(), token);
      setFactor(saved.factor);
      toast.success(t('currencies.saved', { code: saved.code, factor: saved.factor }));
      void refresh(catalogueKeys.currencies());
      // Delivery prices staff have not set themselves are converted with this factor.
      void refresh(catalogueKeys.deliveryZones());
    } catch (failure) {
      deny(failure);
      const message = messageOf(failure, t('currencies.saveFailed'));
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="ac-currency">
      <form className="ac-currency__form" onSubmit={(event) => void save(event)} noValidate>
        <label className="ac-currency__code" htmlFor={id}>
          {t('currencies.factorOf', { code: currency.code })} <span aria-hidden="true">{currency.sign}</span>
        </label>
        <input
          id={id}
          className="field__input ac-currency__input"
          inputMode="decimal"
          value={factor}
          onChange={(event) => setFactor(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary" disabled={saving || factor.trim() === currency.factor}>
          {saving && <Spinner size="small" label={t('status.saving')} />}
          {t('actions.save')}
          <span className="visually-hidden"> {currency.code}</span>
        </button>
        {error && (
          <p className="field__error ac-currency__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

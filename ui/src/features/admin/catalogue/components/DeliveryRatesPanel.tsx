import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/Field';
import { useLanguage } from '@/components/useLanguage';
import { BASE_CURRENCY, formatMoney } from '@/features/currency';
import { useLabels } from '../../components/labels';
import { catalogueKeys, resetDeliveryRate, updateDeliveryRate, useDeliveryRates } from '../api';
import { messageOf } from '../errors';
import { isAmountText, serverFieldErrors, type FormErrors } from '../product-form';
import type { DeliveryRate } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import { Panel } from './Panel';

interface MethodRates {
  method: string;
  base: DeliveryRate | undefined;
  rates: DeliveryRate[];
}

/** The rates grouped by method in the server's order; the GBP one is the reference the others convert. */
function byMethod(rates: DeliveryRate[]): MethodRates[] {
  const groups = new Map<string, MethodRates>();
  for (const rate of rates) {
    const group = groups.get(rate.method) ?? { method: rate.method, base: undefined, rates: [] };
    if (rate.currency === BASE_CURRENCY) group.base = rate;
    else group.rates.push(rate);
    groups.set(rate.method, group);
  }
  return [...groups.values()];
}

/**
 * Staff's round delivery prices in each display currency (₴80 rather than the GBP price converted). A currency
 * staff set nothing for shows the converted figures, which follow the GBP price and the factor until saved.
 */
export function DeliveryRatesPanel() {
  const { t } = useTranslation('admin-catalogue');
  const labels = useLabels();
  const language = useLanguage();
  const rates = useDeliveryRates();
  return (
    <Panel id="ac-delivery-rates" title={t('deliveryRates.title')} className="ac-panel--wide">
      <p className="ac-hint">{t('deliveryRates.hint')}</p>
      {rates.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : rates.isError ? (
        <p className="notice notice--error" role="alert">
          {messageOf(rates.error, t('deliveryRates.loadFailed'))}
        </p>
      ) : (
        <div className="ac-rates">
          {byMethod(rates.data).map(({ method, base, rates: own }) => {
            const name = labels.deliveryMethod(method);
            const titleId = `ac-rates-${method}-title`;
            return (
              <section key={method} className="ac-rates__method" aria-labelledby={titleId}>
                <h3 className="ac-rates__title" id={titleId}>
                  {name}
                </h3>
                {base && (
                  <p className="ac-hint">
                    {base.freeFrom === null
                      ? t('deliveryRates.baseNeverFree', { price: formatMoney(base.price, base.currency, language) })
                      : t('deliveryRates.base', {
                          price: formatMoney(base.price, base.currency, language),
                          freeFrom: formatMoney(base.freeFrom, base.currency, language),
                        })}
                  </p>
                )}
                <ul className="ac-rates__list">
                  {own.map((rate) => (
                    <RateRow key={rate.currency} rate={rate} methodName={name} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </Panel>
  );
}

interface Draft {
  price: string;
  freeFrom: string;
}

function RateRow({ rate, methodName }: { rate: DeliveryRate; methodName: string }) {
  const { t } = useTranslation('admin-catalogue');
  const language = useLanguage();
  const token = useAdminToken();
  const deny = useAdminDeny();
  const client = useQueryClient();
  // Only what staff have typed is local; untouched fields show the server's figures, so a new factor shows too.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const { method, currency } = rate;
  const id = `ac-rate-${method}-${currency}`;
  const values: Draft = draft ?? { price: rate.price, freeFrom: rate.freeFrom ?? '' };
  const changed = values.price.trim() !== rate.price || values.freeFrom.trim() !== (rate.freeFrom ?? '');
  const context = `${methodName}, ${currency}`;

  const edit = (key: keyof Draft, value: string) => setDraft({ ...values, [key]: value });

  const settle = (saved: DeliveryRate) => {
    client.setQueryData<DeliveryRate[]>(catalogueKeys.deliveryRates(), (list) =>
      list?.map((item) => (item.method === saved.method && item.currency === saved.currency ? saved : item)),
    );
    setDraft(null);
    setErrors({});
    setMessage(null);
  };

  const fail = (failure: unknown, fallback: string) => {
    deny(failure);
    const fieldErrors = serverFieldErrors(failure);
    setErrors(fieldErrors);
    const text = messageOf(failure, fallback);
    // A refusal that names no field (an unknown method, a network error) is said beside the row instead.
    setMessage(fieldErrors.price || fieldErrors.freeFrom ? null : text);
    toast.error(text);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const price = values.price.trim();
    const freeFrom = values.freeFrom.trim();
    const local: FormErrors = {};
    if (!price) local.price = t('errors.required');
    else if (!isAmountText(price)) local.price = t('errors.amount');
    if (freeFrom && !isAmountText(freeFrom)) local.freeFrom = t('errors.amount');
    setMessage(null);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy('save');
    try {
      const saved = await updateDeliveryRate(method, currency, { price, freeFrom: freeFrom || null }, token);
      settle(saved);
      toast.success(t('deliveryRates.saved', { method: methodName, price: formatMoney(saved.price, saved.currency, language) }));
    } catch (failure) {
      fail(failure, t('deliveryRates.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    setBusy('reset');
    try {
      const saved = await resetDeliveryRate(method, currency, token);
      settle(saved);
      toast.success(t('deliveryRates.resetDone', { method: methodName, price: formatMoney(saved.price, saved.currency, language) }));
      // The button pressed is gone now; the price it reset is where the keyboard carries on.
      document.getElementById(`${id}-price`)?.focus();
    } catch (failure) {
      fail(failure, t('deliveryRates.resetFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="ac-rate">
      <form className="ac-rate__form" onSubmit={(event) => void save(event)} noValidate>
        <p className="ac-rate__currency">
          <span className="ac-rate__code">{currency}</span>
          <span className={`ac-badge ${rate.custom ? 'ac-badge--accent' : 'ac-badge--off'}`}>
            {rate.custom ? t('deliveryRates.custom') : t('deliveryRates.converted')}
          </span>
        </p>
        {!rate.custom && <p className="ac-hint ac-rate__note">{t('deliveryRates.followsBase')}</p>}
        <TextField
          id={`${id}-price`}
          label={t('deliveryRates.price', { code: currency })}
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={(event) => edit('price', event.target.value)}
          error={errors.price}
        />
        <TextField
          id={`${id}-free`}
          label={t('deliveryRates.freeFrom', { code: currency })}
          inputMode="decimal"
          autoComplete="off"
          value={values.freeFrom}
          onChange={(event) => edit('freeFrom', event.target.value)}
          optional
          error={errors.freeFrom}
        />
        <div className="ac-rate__actions">
          <button type="submit" className="button button--secondary" disabled={busy !== null || (rate.custom && !changed)}>
            {busy === 'save' && <Spinner size="small" label={t('status.saving')} />}
            {t('actions.save')}{' '}
            <span className="visually-hidden">{context}</span>
          </button>
          {rate.custom && (
            <button type="button" className="ac-link-button" disabled={busy !== null} onClick={() => void reset()}>
              {busy === 'reset' && <Spinner size="small" label={t('status.saving')} />}
              {t('deliveryRates.useConverted')}{' '}
              <span className="visually-hidden">{context}</span>
            </button>
          )}
        </div>
        {message && (
          <p className="field__error ac-rate__note" role="alert">
            {message}
          </p>
        )}
      </form>
    </li>
  );
}

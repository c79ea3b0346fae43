import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/Field';
import { Spinner } from '@/components/Spinner';
import { useLabels } from '../../components/labels';
import { catalogueKeys, deleteDeliveryZone, saveDeliveryZone, useDeliveryZones } from '../api';
import { confirmed, messageOf } from '../errors';
import { serverFieldErrors } from '../product-form';
import type { DeliveryZone } from '../types';
import { useAdminDeny, useAdminToken } from '../useAdminToken';
import {
  formToInput,
  newMethod,
  newZone,
  validateZone,
  ZONE_METHODS,
  zoneToForm,
  type BandForm,
  type MethodForm,
  type RateForm,
  type ZoneForm,
} from '../zone-form';
import { Panel } from './Panel';

/**
 * Delivery zones as staff keep them: each zone's countries, the methods it offers and what a parcel costs there by
 * weight, in pounds and in round amounts of the other currencies (else the pounds converted), with the subtotal
 * from which each is free. Each zone is saved whole; the checkout quotes the next order by it.
 */
export function DeliveryZonesPanel() {
  const { t } = useTranslation('admin-catalogue');
  const zones = useDeliveryZones();
  const [adding, setAdding] = useState<ZoneForm | null>(null);
  return (
    <Panel id="ac-delivery-zones" title={t('zones.title')} className="ac-panel--wide">
      <p className="ac-hint">{t('zones.hint')}</p>
      {zones.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : zones.isError ? (
        <p className="notice notice--error" role="alert">
          {messageOf(zones.error, t('zones.loadFailed'))}
        </p>
      ) : (
        <div className="ac-rates">
          {zones.data.map((zone) => (
            <ZoneEditor key={zone.code} initial={zoneToForm(zone)} saved />
          ))}
          {adding ? (
            <ZoneEditor initial={adding} saved={false} onDone={() => setAdding(null)} />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setAdding(newZone('', ''))}>
              {t('zones.add')}
            </button>
          )}
        </div>
      )}
    </Panel>
  );
}

function ZoneEditor({ initial, saved, onDone }: { initial: ZoneForm; saved: boolean; onDone?: () => void }) {
  const { t } = useTranslation('admin-catalogue');
  const labels = useLabels();
  const token = useAdminToken();
  const deny = useAdminDeny();
  const client = useQueryClient();
  const [form, setForm] = useState<ZoneForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = `ac-zone-${saved ? form.code : 'new'}`;
  const title = form.name || t('zones.newZone');
  const errorOf = (key: string) => errors[key];

  const changeMethod = (index: number, change: (entry: MethodForm) => MethodForm) =>
    setForm((current) => ({ ...current, methods: current.methods.map((entry, at) => (at === index ? change(entry) : entry)) }));
  const changeRate = (m: number, r: number, change: (rate: RateForm) => RateForm) =>
    changeMethod(m, (entry) => ({ ...entry, rates: entry.rates.map((rate, at) => (at === r ? change(rate) : rate)) }));
  const changeBand = (m: number, r: number, b: number, change: Partial<BandForm>) =>
    changeRate(m, r, (rate) => ({ ...rate, bands: rate.bands.map((band, at) => (at === b ? { ...band, ...change } : band)) }));

  const settle = (zones: DeliveryZone[] | undefined) => {
    if (zones) client.setQueryData(catalogueKeys.deliveryZones(), zones);
    else void client.invalidateQueries({ queryKey: catalogueKeys.deliveryZones() });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = validateZone(form);
    setErrors(Object.fromEntries(Object.entries(local).map(([key, value]) => [key, t(value)])));
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const answer = await saveDeliveryZone(form.code, formToInput(form), token);
      settle(
        client
          .getQueryData<DeliveryZone[]>(catalogueKeys.deliveryZones())
          ?.some((zone) => zone.code === answer.code)
          ? client.getQueryData<DeliveryZone[]>(catalogueKeys.deliveryZones())?.map((zone) => (zone.code === answer.code ? answer : zone))
          : undefined,
      );
      setForm(zoneToForm(answer));
      setErrors({});
      toast.success(t('zones.saved', { zone: answer.name }));
      onDone?.();
    } catch (failure) {
      deny(failure);
      setErrors(serverFieldErrors(failure));
      toast.error(messageOf(failure, t('zones.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!saved) {
      onDone?.();
      return;
    }
    if (!confirmed(t('zones.confirmDelete', { zone: form.name }))) return;
    setBusy(true);
    try {
      await deleteDeliveryZone(form.code, token);
      settle(undefined);
      toast.success(t('zones.deleted', { zone: form.name }));
    } catch (failure) {
      deny(failure);
      toast.error(messageOf(failure, t('zones.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const missing = ZONE_METHODS.filter((method) => !form.methods.some((entry) => entry.method === method));

  return (
    <section className="ac-rates__method" aria-labelledby={`${id}-title`}>
      <h3 className="ac-rates__title" id={`${id}-title`}>
        {title}
      </h3>
      <form className="ac-zone" onSubmit={(event) => void save(event)} noValidate>
        <div className="ac-form__grid">
          {!saved && (
            <TextField
              id={`${id}-code`}
              label={t('zones.code')}
              hint={t('zones.codeHint')}
              value={form.code}
              onChange={(event) => setForm({ ...form, code: event.target.value.trim().toLowerCase() })}
              error={errorOf('code')}
            />
          )}
          <TextField id={`${id}-name`} label={t('zones.name')} value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} error={errorOf('name')} />
          <TextField
            id={`${id}-countries`}
            label={t('zones.countries')}
            hint={t('zones.countriesHint')}
            value={form.countries}
            onChange={(event) => setForm({ ...form, countries: event.target.value })}
            error={errorOf('countries')}
          />
        </div>
        {form.methods.map((entry, m) => {
          const name = labels.deliveryMethod(entry.method);
          return (
            <fieldset key={entry.method} className="ac-fieldset">
              <legend className="ac-fieldset__legend">{name}</legend>
              <label className="ac-check">
                <input type="checkbox" checked={entry.active} onChange={(event) => changeMethod(m, (current) => ({ ...current, active: event.target.checked }))} />{' '}
                {t('zones.offered')}
              </label>
              {errorOf(`methods.${m}.method`) && <p className="field__error">{errorOf(`methods.${m}.method`)}</p>}
              {entry.rates.map((rate, r) => {
                const at = `${id}-${entry.method}-${rate.currency}`;
                return (
                  <div key={rate.currency} className="ac-zone__rate" role="group" aria-label={`${name}, ${rate.currency}`}>
                    <p className="ac-rate__currency">
                      <span className="ac-rate__code">{rate.currency}</span>
                      {rate.currency !== 'GBP' && (
                        <label className="ac-check">
                          <input
                            type="checkbox"
                            checked={rate.own}
                            onChange={(event) =>
                              changeRate(m, r, (current) => ({
                                ...current,
                                own: event.target.checked,
                                bands: current.bands.length > 0 ? current.bands : [{ upTo: '', price: '' }],
                              }))
                            }
                          />{' '}
                          {t('zones.ownPrices', { code: rate.currency })}
                        </label>
                      )}
                    </p>
                    {!rate.own && <p className="ac-hint ac-rate__note">{t('zones.converted')}</p>}
                    <ul className="ac-rates__list">
                      {rate.bands.map((band, b) => (
                        <li key={b} className="ac-zone__band">
                          <TextField
                            id={`${at}-${b}-upto`}
                            label={t('zones.upTo')}
                            hint={b === rate.bands.length - 1 ? t('zones.upToHint') : undefined}
                            inputMode="numeric"
                            value={band.upTo}
                            readOnly={!rate.own}
                            onChange={(event) => changeBand(m, r, b, { upTo: event.target.value })}
                            error={errorOf(`methods.${m}.rates.${r}.bands.${b}.upTo`)}
                          />
                          <TextField
                            id={`${at}-${b}-price`}
                            label={t('zones.price', { code: rate.currency })}
                            inputMode="decimal"
                            value={band.price}
                            readOnly={!rate.own}
                            onChange={(event) => changeBand(m, r, b, { price: event.target.value })}
                            error={errorOf(`methods.${m}.rates.${r}.bands.${b}.price`)}
                          />
                          {rate.own && rate.bands.length > 1 && (
                            <button
                              type="button"
                              className="ac-link-button"
                              onClick={() => changeRate(m, r, (current) => ({ ...current, bands: current.bands.filter((_, at2) => at2 !== b) }))}
                            >
                              {t('zones.removeBand')}
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                    {errorOf(`methods.${m}.rates.${r}.bands`) && <p className="field__error">{errorOf(`methods.${m}.rates.${r}.bands`)}</p>}
                    {rate.own && (
                      <>
                        <button
                          type="button"
                          className="ac-link-button"
                          onClick={() => changeRate(m, r, (current) => ({ ...current, bands: [...current.bands, { upTo: '', price: '' }] }))}
                        >
                          {t('zones.addBand')}
                        </button>
                        <TextField
                          id={`${at}-free`}
                          label={t('zones.freeFrom', { code: rate.currency })}
                          inputMode="decimal"
                          optional
                          value={rate.freeFrom}
                          onChange={(event) => changeRate(m, r, (current) => ({ ...current, freeFrom: event.target.value }))}
                          error={errorOf(`methods.${m}.rates.${r}.freeFrom`)}
                        />
                      </>
                    )}
                  </div>
                );
              })}
              <button
                type="button"
                className="ac-link-button"
                onClick={() => setForm((current) => ({ ...current, methods: current.methods.filter((_, at) => at !== m) }))}
              >
                {t('zones.removeMethod', { method: name })}
              </button>
            </fieldset>
          );
        })}
        {missing.length > 0 && (
          <SelectField
            id={`${id}-add-method`}
            label={t('zones.addMethod')}
            value=""
            onChange={(event) => {
              const method = event.target.value;
              if (method) setForm((current) => ({ ...current, methods: [...current.methods, newMethod(method)] }));
            }}
          >
            <option value="">{t('zones.chooseMethod')}</option>
            {missing.map((method) => (
              <option key={method} value={method}>
                {labels.deliveryMethod(method)}
              </option>
            ))}
          </SelectField>
        )}
        <div className="ac-rate__actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy && <Spinner size="small" label={t('status.saving')} />}
            {t('actions.save')} <span className="visually-hidden">{title}</span>
          </button>
          <button type="button" className="ac-link-button" disabled={busy} onClick={() => void remove()}>
            {saved ? t('zones.delete', { zone: title }) : t('zones.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

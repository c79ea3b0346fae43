/**
 * The delivery zone form: a zone as staff edit it (countries as typed, each method's weight bands per currency as
 * text), to and from the API's shape. GBP prices are the base every zone method has; another currency is either
 * staff's own round prices or the GBP ones converted by the server, which the form shows and never sends.
 */
import type { DeliveryRate, DeliveryZone, DeliveryZoneInput } from './types';

export const ZONE_METHODS = ['nova-poshta-branch', 'nova-poshta-locker', 'courier', 'ukrposhta', 'international', 'pickup'] as const;
export const ZONE_CURRENCIES = ['GBP', 'UAH', 'EUR', 'USD'] as const;
export type ZoneCurrency = (typeof ZONE_CURRENCIES)[number];

export interface BandForm {
  /** Grams as typed; '' for any heavier (the last band only). */
  upTo: string;
  price: string;
}

export interface RateForm {
  currency: ZoneCurrency;
  /** Staff's own prices in this currency (always for GBP); false: the GBP ones converted, shown read-only. */
  own: boolean;
  freeFrom: string;
  bands: BandForm[];
}

export interface MethodForm {
  method: string;
  active: boolean;
  rates: RateForm[];
}

export interface ZoneForm {
  code: string;
  name: string;
  /** ISO codes as typed, separated by commas or spaces; '' for every country no other zone names. */
  countries: string;
  methods: MethodForm[];
}

const ZONE_CODE = /^[a-z0-9][a-z0-9-]{0,23}$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const GRAMS = /^\d{1,7}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

const bandForms = (rate: DeliveryRate | undefined): BandForm[] =>
  (rate?.bands ?? []).map((band) => ({ upTo: band.upTo === null ? '' : String(band.upTo), price: band.price }));

export function zoneToForm(zone: DeliveryZone): ZoneForm {
  return {
    code: zone.code,
    name: zone.name,
    countries: zone.countries.join(', '),
    methods: zone.methods.map((entry) => ({
      method: entry.method,
      active: entry.active,
      rates: ZONE_CURRENCIES.map((currency) => {
        const rate = entry.rates.find((item) => item.currency === currency);
        return { currency, own: currency === 'GBP' || Boolean(rate?.custom), freeFrom: rate?.freeFrom ?? '', bands: bandForms(rate) };
      }),
    })),
  };
}

/** A method new to a zone: free pickup, else one GBP band for any weight to fill in. */
export function newMethod(method: string): MethodForm {
  return {
    method,
    active: true,
    rates: ZONE_CURRENCIES.map((currency) => ({
      currency,
      own: currency === 'GBP',
      freeFrom: '',
      bands: currency === 'GBP' ? [{ upTo: '', price: method === 'pickup' ? '0' : '' }] : [],
    })),
  };
}

export const newZone = (code: string, name: string): ZoneForm => ({ code, name, countries: '', methods: [] });

export const countryCodes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export function formToInput(form: ZoneForm): DeliveryZoneInput {
  return {
    name: form.name.trim(),
    countries: countryCodes(form.countries),
    methods: form.methods.map((entry) => ({
      method: entry.method,
      active: entry.active,
      rates: entry.rates
        .filter((rate) => rate.own)
        .map((rate) => ({
          currency: rate.currency,
          freeFrom: rate.freeFrom.trim() || null,
          bands: rate.bands.map((band) => ({ upTo: band.upTo.trim() ? Number(band.upTo.trim()) : null, price: band.price.trim() })),
        })),
    })),
  };
}

export type ZoneErrorKey =
  | 'zones.errors.code'
  | 'zones.errors.name'
  | 'zones.errors.country'
  | 'zones.errors.amount'
  | 'zones.errors.grams'
  | 'zones.errors.order'
  | 'zones.errors.bands';

/**
 * What the form checks itself, keyed like the server's errors ("countries", "methods.0.rates.1.bands.2.price"), as
 * message keys of the admin-catalogue namespace; the server checks it all again (a country in two zones, say).
 */
export function validateZone(form: ZoneForm): Record<string, ZoneErrorKey> {
  const errors: Record<string, ZoneErrorKey> = {};
  if (!ZONE_CODE.test(form.code)) errors.code = 'zones.errors.code';
  if (!form.name.trim()) errors.name = 'zones.errors.name';
  if (countryCodes(form.countries).some((code) => !COUNTRY.test(code))) errors.countries = 'zones.errors.country';
  form.methods.forEach((entry, m) => {
    entry.rates.forEach((rate, r) => {
      if (!rate.own) return;
      const at = `methods.${m}.rates.${r}`;
      if (rate.freeFrom.trim() && !AMOUNT.test(rate.freeFrom.trim())) errors[`${at}.freeFrom`] = 'zones.errors.amount';
      if (rate.bands.length === 0) errors[`${at}.bands`] = 'zones.errors.bands';
      let last = 0;
      rate.bands.forEach((band, b) => {
        const upTo = band.upTo.trim();
        if (!AMOUNT.test(band.price.trim())) errors[`${at}.bands.${b}.price`] = 'zones.errors.amount';
        if (!upTo) {
          if (b !== rate.bands.length - 1) errors[`${at}.bands.${b}.upTo`] = 'zones.errors.order';
          return;
        }
        if (!GRAMS.test(upTo) || Number(upTo) < 1) errors[`${at}.bands.${b}.upTo`] = 'zones.errors.grams';
        else if (Number(upTo) <= last) errors[`${at}.bands.${b}.upTo`] = 'zones.errors.order';
        else last = Number(upTo);
      });
    });
  });
  return errors;
}

/**
 * Money arithmetic for display. Prices arrive in GBP (the base currency); every operation works
 * on integers (pence, rates scaled by 10^4) so float artefacts never leak: 2.675 rounds to 2.68.
 * Rounding is half away from zero, like Python's Decimal ROUND_HALF_UP used by the server.
 */
export const CURRENCY_CODES = ['GBP', 'UAH', 'USD', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const BASE_CURRENCY: CurrencyCode = 'GBP';

export const CURRENCY_SIGNS: Record<CurrencyCode, string> = {
  GBP: '£',
  UAH: '₴',
  USD: '$',
  EUR: '€',
};

/** Units of each currency per 1 GBP. */
export type CurrencyRates = Record<CurrencyCode, number>;
export const DEFAULT_RATES: CurrencyRates = { GBP: 1, UAH: 56.05, USD: 1.35, EUR: 1.18 };

const RATE_SCALE = 10_000;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Moves the decimal point on the number's decimal text, so 2.675 -> 267.5 exactly. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Integer division rounded half away from zero; exact for |numerator| < 2^53. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return Math.sign(numerator) * quotient;
}

/** `value` expressed as an integer count of 10^-places units, e.g. toScaledInteger(2.675, 2) = 268. */
export function toScaledInteger(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return roundHalfAwayFromZero(shiftDecimal(value, places)) + 0;
}

function fromPence(pence: number): number {
  return shiftDecimal(pence, -2) + 0;
}

export function round2(value: number): number {
  return fromPence(toScaledInteger(value, 2));
}

/** price - price * percent / 100, rounded to 2 decimals. */
export function discounted(price: number, percent: number): number {
  const pence = toScaledInteger(price, 2);
  const keptBasisPoints = 10_000 - toScaledInteger(percent, 2);
  return fromPence(divideRounded(pence * keptBasisPoints, 10_000));
}

/** A GBP amount in `currency`, rounded to 2 decimals. */
export function convert(amountGbp: number, currency: CurrencyCode, rates: CurrencyRates = DEFAULT_RATES): number {
  const pence = toScaledInteger(amountGbp, 2);
  const scaledRate = toScaledInteger(rates[currency], 4);
  return fromPence(divideRounded(pence * scaledRate, RATE_SCALE));
}

const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "£1,234.50", "-₴12.00": the sign of the currency, then the amount with 2 decimals. */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  const sign = CURRENCY_SIGNS[currency];
  const text = amountFormat.format(Math.abs(amount));
  return amount < 0 ? `-${sign}${text}` : `${sign}${text}`;
}

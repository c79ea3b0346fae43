/**
 * Money on the UI side. The server computes every price (shop/money.py) and sends amounts as decimal strings
 * in GBP ("2.68"); the UI converts them to the shopper's currency with the factor the API serves, adds up cart
 * lines, and formats. It never computes a discount. Every operation works on exact integers (BigInt minor
 * units, factors as integer digits and a scale), rounding half away from zero like the server's ROUND_HALF_UP,
 * so both sides show the same figure (ui/test/money-vectors.json, written by the server's tests, proves it).
 */
import { isFractional, toHundredths } from '@/components/quantity-step';

export const CURRENCY_CODES = ['GBP', 'UAH', 'USD', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const BASE_CURRENCY: CurrencyCode = 'GBP';

export const CURRENCY_SIGNS: Record<CurrencyCode, string> = {
  GBP: '£',
  UAH: '₴',
  USD: '$',
  EUR: '€',
};

/** A decimal amount as the API sends it, e.g. "2.68". */
export type Amount = string;

/** A gift card's own round amounts by currency ({UAH: "1000.00"}), charged as they are instead of converted. */
export type OwnPrices = Partial<Record<CurrencyCode, Amount>>;

/** Own prices read back from the API or browser storage: only known currencies with decimal amounts; null when none. */
export function readOwnPrices(value: unknown): OwnPrices | null {
  if (typeof value !== 'object' || value === null) return null;
  const own: OwnPrices = {};
  for (const [code, amount] of Object.entries(value)) {
    if (isCurrencyCode(code) && isAmount(amount)) own[code] = fromMinor(toMinor(amount));
  }
  return Object.keys(own).length > 0 ? own : null;
}

/** Units of each currency per 1 GBP, as decimal strings from GET /api/currencies (staff may change them). */
export type CurrencyFactors = Partial<Record<CurrencyCode, string>>;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** True for a decimal string such as "12", "2.68" or "-0.5". */
export function isAmount(value: unknown): value is Amount {
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

/** A decimal string as integer digits and the number of them after the point: "56.05" -> [5605n, 2]. */
function parseDecimal(text: string): [bigint, number] {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction}`);
  return [sign ? -digits : digits, fraction.length];
}

/** numerator / denominator, rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -quotient : quotient;
}

/** An amount as whole minor units (pence, kopiykas, cents), rounded to 2 decimals: "2.675" -> 268n. */
export function toMinor(amount: Amount): bigint {
  const [digits, scale] = parseDecimal(amount);
  return scale <= 2 ? digits * 10n ** BigInt(2 - scale) : divideRounded(digits, 10n ** BigInt(scale - 2));
}

/** Minor units back to a 2-decimal amount: 268n -> "2.68". */
export function fromMinor(minor: bigint): Amount {
  const magnitude = minor < 0n ? -minor : minor;
  const text = magnitude.toString().padStart(3, '0');
  return `${minor < 0n ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** An amount read back from browser storage: a decimal string, or a number an older version of the shop kept
 * there (2.675 -> "2.68"); null for anything else. */
export function readStoredAmount(value: unknown): Amount | null {
  const text = typeof value === 'number' ? String(value) : value;
  return isAmount(text) ? fromMinor(toMinor(text)) : null;
}

/** Minor units of GBP shown in a currency of `factor`: amount x factor, rounded (shop.money.convert). */
export function convertMinor(minorGbp: bigint, factor: string): bigint {
  const [digits, scale] = parseDecimal(factor);
  return divideRounded(minorGbp * digits, 10n ** BigInt(scale));
}

export function convert(amountGbp: Amount, factor: string): Amount {
  return fromMinor(convertMinor(toMinor(amountGbp), factor));
}

/**
 * One cart line: unit price x quantity, the quantity counted x10 for goods sold by 0.1 (the price is per
 * 10 cm), rounded (shop.money.line_total). The unit price is in whichever currency the line is shown in.
 */
export function lineTotalMinor(unitMinor: bigint, quantity: number, minimum: number): bigint {
  const hundredths = BigInt(toHundredths(quantity)) * (isFractional(minimum) ? 10n : 1n);
  return divideRounded(unitMinor * hundredths, 100n);
}

export function lineTotal(unit: Amount, quantity: number, minimum: number): Amount {
  return fromMinor(lineTotalMinor(toMinor(unit), quantity, minimum));
}

/**
 * How each language writes an amount, as Intl.NumberFormat(<BCP 47 tag>, {style: 'currency', currencyDisplay:
 * 'narrowSymbol'}) writes it (money.test.ts checks every language against Intl and against the server's
 * shop/i18n.py, which keeps the same table): the thousands separator, the decimal separator, where the sign goes,
 * and the fewest whole digits that get a separator (Polish writes "1234,50" but "12 345,50"). Written out rather
 * than asked of Intl because the page's first Intl.NumberFormat loads ICU's number data, a long task on a phone.
 */
interface MoneyStyle {
  group: string;
  point: string;
  signAfter: boolean;
  groupFrom: number;
}

const NBSP = '\u00a0';
const ENGLISH: MoneyStyle = { group: ',', point: '.', signAfter: false, groupFrom: 4 };
const MONEY_STYLES: Record<string, MoneyStyle> = {
  en: ENGLISH,
  ua: { group: NBSP, point: ',', signAfter: true, groupFrom: 4 },
  pl: { group: NBSP, point: ',', signAfter: true, groupFrom: 5 },
  ru: { group: NBSP, point: ',', signAfter: true, groupFrom: 4 },
  de: { group: '.', point: ',', signAfter: true, groupFrom: 4 },
};

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * An amount in `currency` as `language` writes it: "£1,234.50" and "-₴12.00" in English, "1 234,50 ₴" in
 * Ukrainian, "1234,50 €" in Polish (a separator from five digits on), "1.234,50 €" in German. The UI's one money formatter.
 */
export function formatMinor(minor: bigint, currency: CurrencyCode, language: string): string {
  const style = MONEY_STYLES[language] ?? ENGLISH;
  const magnitude = minor < 0n ? -minor : minor;
  const whole = (magnitude / 100n).toString();
  const grouped = whole.length >= style.groupFrom ? whole.replace(THOUSANDS, style.group) : whole;
  const number = `${grouped}${style.point}${(magnitude % 100n).toString().padStart(2, '0')}`;
  const sign = CURRENCY_SIGNS[currency];
  return `${minor < 0n ? '-' : ''}${style.signAfter ? `${number}${NBSP}${sign}` : `${sign}${number}`}`;
}

/**
 * An amount already in `currency` (an order's own, a gift card's, GBP in the admin's statistics) as `language`
 * writes it; never converted. Something that is not an amount in a known currency is shown as it came.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  if (!isAmount(amount)) return amount;
  return isCurrencyCode(currency) ? formatMinor(toMinor(amount), currency, language) : `${amount} ${currency}`;
}

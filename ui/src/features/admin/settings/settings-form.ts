/**
 * The shop settings form's rules, as the server checks them (shop/admin/settings/schemas.py), plus the IBAN's check
 * digits, which only the form checks (a typo there sends a transfer nowhere). Errors are keyed by the field's path
 * in the document ("shop.street.en", "pickup.hours.0.days") and name a rule (`SettingsRule`, the
 * admin-settings:errors.* texts); the server's own messages, in its language, come back under the same paths.
 */
import { countryName } from '@/lib/countries';
import { ApiError } from '@/lib/api-client';
import { LANGUAGES } from '@/lib/language';
import { cleanPhone, isValidEmail, isValidPhone } from '@/lib/validation';
import { DAYS, NETWORKS, type Day, type OpeningHours, type Place, type ShopSettings, type Texts } from './types';

export const LIMITS = {
  name: 120,
  street: 160,
  city: 80,
  postcode: 16,
  note: 300,
  email: 250,
  bankName: 120,
  link: 250,
  hours: 14,
} as const;

export type SettingsRule =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'e164'
  | 'https'
  | 'iban'
  | 'ibanChecksum'
  | 'bic'
  | 'recipientCode'
  | 'country'
  | 'time'
  | 'days'
  | 'tooManyHours';

export interface RuleError {
  rule: SettingsRule;
  max?: number;
}

export type SettingsErrors = Record<string, RuleError>;

const E164 = /^\+[1-9]\d{6,14}$/;
const IBAN = /^[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,30}$/;
const BIC = /^(?:[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?)?$/;
const RECIPIENT_CODE = /^(?:\d{8,12})?$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HTTPS_LINK = new RegExp(`^https://${LABEL}(?:\\.${LABEL})+(?:[/?#][^\\s"<>\\\\^\`{|}]*)?$`);

/** The IBAN's check digits hold (ISO 13616: the rearranged number mod 97 is 1). */
export function ibanChecksumOk(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The phone in E.164 when it is written as an international number ("+38 (050) 400-70-15" -> "+380504007015"). */
export function e164Of(display: string): string | null {
  const cleaned = cleanPhone(display);
  return E164.test(cleaned) ? cleaned : null;
}

/** The country's name in every language (the browser's names), for the form to fill in when a country is chosen. */
export function countryNames(code: string): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, countryName(code, language)])) as Texts;
}

/** Days in the week's order, each once. */
export const inWeekOrder = (days: readonly Day[]): Day[] => DAYS.filter((day) => days.includes(day));

function checkText(errors: SettingsErrors, path: string, value: string, max: number, required = false) {
  const text = value.trim();
  if (required && !text) errors[path] = { rule: 'required' };
  else if (text.length > max) errors[path] = { rule: 'tooLong', max };
}

function checkTexts(errors: SettingsErrors, path: string, texts: Texts, max: number, englishRequired: boolean) {
  for (const language of LANGUAGES) {
    checkText(errors, `${path}.${language}`, texts[language] ?? '', max, englishRequired && language === 'en');
  }
}

function checkHours(errors: SettingsErrors, path: string, hours: readonly OpeningHours[]) {
  if (hours.length > LIMITS.hours) errors[path] = { rule: 'tooManyHours', max: LIMITS.hours };
  hours.forEach((row, index) => {
    if (row.days.length === 0) errors[`${path}.${index}.days`] = { rule: 'days' };
    for (const key of ['opens', 'closes'] as const) {
      if (!TIME.test(row[key])) errors[`${path}.${index}.${key}`] = { rule: 'time' };
    }
  });
}

function checkPlace(errors: SettingsErrors, key: 'shop' | 'pickup', place: Place) {
  checkTexts(errors, `${key}.street`, place.street, LIMITS.street, true);
  checkTexts(errors, `${key}.city`, place.city, LIMITS.city, true);
  checkTexts(errors, `${key}.country`, place.country, LIMITS.city, true);
  checkTexts(errors, `${key}.hoursNote`, place.hoursNote, LIMITS.note, false);
  checkTexts(errors, `${key}.note`, place.note, LIMITS.note, false);
  checkText(errors, `${key}.postcode`, place.postcode, LIMITS.postcode);
  if (!/^[A-Za-z]{2}$/.test(place.countryCode.trim())) errors[`${key}.countryCode`] = { rule: 'country' };
  checkHours(errors, `${key}.hours`, place.hours);
}

/** Every broken rule of the form, by path; none: it may be sent. */
export function validateSettings(settings: ShopSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  checkText(errors, 'legalName', settings.legalName, LIMITS.name, true);
  checkText(errors, 'tradingName', settings.tradingName, LIMITS.name, true);
  const email = settings.email.trim();
  if (!isValidEmail(email) || email.length > LIMITS.email) errors.email = { rule: 'email' };
  if (!isValidPhone(settings.phone.display.trim())) errors['phone.display'] = { rule: 'phone' };
  if (!E164.test(settings.phone.e164.trim())) errors['phone.e164'] = { rule: 'e164' };
  checkPlace(errors, 'shop', settings.shop);
  checkPlace(errors, 'pickup', settings.pickup);
  const { bank } = settings;
  checkText(errors, 'bank.recipient', bank.recipient, LIMITS.name, true);
  checkText(errors, 'bank.bankName', bank.bankName, LIMITS.bankName, true);
  const iban = bank.iban.trim();
  if (!IBAN.test(iban)) errors['bank.iban'] = { rule: 'iban' };
  else if (!ibanChecksumOk(iban)) errors['bank.iban'] = { rule: 'ibanChecksum' };
  if (!BIC.test(bank.bic.trim())) errors['bank.bic'] = { rule: 'bic' };
  if (!RECIPIENT_CODE.test(bank.recipientCode.trim())) errors['bank.recipientCode'] = { rule: 'recipientCode' };
  for (const network of NETWORKS) {
    const link = (settings.social[network] ?? '').trim();
    if (link && (!HTTPS_LINK.test(link) || link.length > LIMITS.link)) errors[`social.${network}`] = { rule: 'https' };
  }
  return errors;
}

const trimmed = (texts: Texts): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, (texts[language] ?? '').trim()])) as Texts;

function placeRequest(place: Place): Place {
  return {
    street: trimmed(place.street),
    city: trimmed(place.city),
    postcode: place.postcode.trim(),
    countryCode: place.countryCode.trim().toUpperCase(),
    country: trimmed(place.country),
    hours: place.hours.map((row) => ({ days: inWeekOrder(row.days), opens: row.opens, closes: row.closes })),
    hoursNote: trimmed(place.hoursNote),
    note: trimmed(place.note),
  };
}

/** The document as it is sent: every text trimmed, the IBAN without spaces, empty links as "". */
export function settingsRequest(settings: ShopSettings): ShopSettings {
  return {
    legalName: settings.legalName.trim(),
    tradingName: settings.tradingName.trim(),
    email: settings.email.trim(),
    phone: { display: settings.phone.display.trim(), e164: settings.phone.e164.trim() },
    shop: placeRequest(settings.shop),
    pickup: placeRequest(settings.pickup),
    bank: {
      recipient: settings.bank.recipient.trim(),
      iban: settings.bank.iban.replace(/\s+/g, '').toUpperCase(),
      bankName: settings.bank.bankName.trim(),
      bic: settings.bank.bic.trim().toUpperCase(),
      recipientCode: settings.bank.recipientCode.trim(),
    },
    social: Object.fromEntries(NETWORKS.map((network) => [network, (settings.social[network] ?? '').trim()])) as ShopSettings['social'],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's field errors by path ({shop: {street: {en: ['...']}}} -> {'shop.street.en': '...'}), in its
 * language; flask-smorest's `json` wrapper is looked through.
 */
export function serverErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.errors) return found;
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value) && typeof value[0] === 'string') {
      found[path.join('.')] = value[0];
    } else if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(isRecord(error.errors.json) ? error.errors.json : error.errors, []);
  return found;
}

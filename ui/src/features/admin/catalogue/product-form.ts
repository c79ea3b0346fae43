/**
 * The product edit form's state and its mapping to and from the API: the form keeps every field as typed text
 * (money stays a decimal string, never a float), checks what staff can get wrong before the server does,
 * sends only what changed, and reads the server's field errors back onto the form's fields.
 */
import { fromMinor, toMinor, type CurrencyCode, type OwnPrices } from '@/features/currency';
import { ApiError } from '@/lib/api-client';
import { LANGUAGES, type Language } from '@/lib/language';
import type { AdminProduct, CatalogueOptions, CategoryOption, ProductInput, Translations } from './types';

/** Languages whose product name the shop needs (GUIDE section 3); the others fall back to English. */
export const REQUIRED_LANGUAGES: readonly Language[] = ['en', 'ua'];

/** The currencies a gift card may have round amounts of its own in (the server's OWN_PRICE_CURRENCIES). */
export const OWN_PRICE_CURRENCIES = ['UAH', 'EUR', 'USD'] as const satisfies readonly CurrencyCode[];
export type OwnPriceCurrency = (typeof OWN_PRICE_CURRENCIES)[number];

export const MINIMUMS = ['0.1', '1'] as const;
export type Minimum = (typeof MINIMUMS)[number];

export interface ProductForm {
  names: Translations;
  descriptions: Translations;
  product_id: string;
  /** As staff type it: per metre for goods sold by the metre (pricedPerMetre), else per unit. */
  price: string;
  discount: string;
  minimum: Minimum;
  unit: string;
  stock: string;
  /** Grams per metre (fabric) or per piece, as typed. */
  weightGrams: string;
  /** category1 ... category4; '' for none. */
  categories: [string, string, string, string];
  brandId: string;
  colourId: string;
  isActive: boolean;
  isGiftCard: boolean;
  /** A gift card's own amounts as typed; '' for the GBP price converted. Kept while the box is unticked. */
  currencyPrices: Record<OwnPriceCurrency, string>;
}

/** A form field as errors name it: an API field, or `names.<lng>` / `descriptions.<lng>`. */
export type FormErrors = Record<string, string>;

const blankTranslations = (): Translations => ({ en: '', ua: '', pl: '', ru: '', de: '' });

function ownPriceTexts(values: OwnPrices | null | undefined): Record<OwnPriceCurrency, string> {
  return { UAH: values?.UAH ?? '', EUR: values?.EUR ?? '', USD: values?.USD ?? '' };
}

function translations(values: Partial<Translations> | null | undefined): Translations {
  const result = blankTranslations();
  for (const language of LANGUAGES) result[language] = values?.[language] ?? '';
  return result;
}

/** A new product: fabrics start sold by the metre, everything else by the piece. */
export function emptyForm(defaults: { category1?: string | null } = {}): ProductForm {
  const byMetre = defaults.category1 === 'fabrics';
  return {
    names: blankTranslations(),
    descriptions: blankTranslations(),
    product_id: '',
    price: '',
    discount: '0',
    minimum: byMetre ? '0.1' : '1',
    unit: byMetre ? 'm' : 'pcs',
    stock: '0',
    weightGrams: '0',
    categories: [defaults.category1 ?? '', '', '', ''],
    brandId: '',
    colourId: '',
    isActive: true,
    isGiftCard: defaults.category1 === 'gift-cards',
    currencyPrices: ownPriceTexts(null),
  };
}

/** "0.10" and 0.1 are both 0.1 (by metre); anything else sells by whole units. */
export function minimumOf(value: string | number): Minimum {
  return Number(value) > 0 && Number(value) < 1 ? '0.1' : '1';
}

// ---------------------------------------------------------------- fabric priced per metre

/**
 * Goods sold by the metre are priced per metre on the form, as fabric shops quote them; the shop keeps the spec's
 * price per 0.1 m (the cart multiplies the quantity by 10), so £19.50 a metre is stored as £1.95.
 */
export const pricedPerMetre = (form: Pick<ProductForm, 'minimum'>): boolean => form.minimum === '0.1';

/** A stored price per 0.1 m as the price of a metre: "1.95" -> "19.50". */
export const perMetre = (pricePerTenth: string): string => fromMinor(toMinor(pricePerTenth) * 10n);

/** A metre's price as the stored price per 0.1 m: "19.50" -> "1.95"; null when a metre's price is not a whole
 * number of 10 pence (19.55 would be 1.955 per 0.1 m, which the shop cannot keep). */
export function perTenth(pricePerMetre: string): string | null {
  const minor = toMinor(pricePerMetre.trim());
  return minor % 10n === 0n ? fromMinor(minor / 10n) : null;
}

/** The unit that goes with a way of selling: metres for 0.1, pieces for whole units (a pack unit stays a pack). */
export function unitFor(minimum: Minimum, unit: string): string {
  if (minimum === '0.1') return 'm';
  return unit === 'm' || !unit ? 'pcs' : unit;
}

/** The form sold another way: its unit follows. */
export const withMinimum = (form: ProductForm, minimum: Minimum): ProductForm => ({ ...form, minimum, unit: unitFor(minimum, form.unit) });

export function formFromProduct(product: AdminProduct): ProductForm {
  const minimum = minimumOf(product.minimum);
  return {
    names: translations(product.names),
    descriptions: translations(product.descriptions),
    product_id: product.product_id,
    price: minimum === '0.1' ? perMetre(product.price) : product.price,
    discount: String(product.discount ?? 0),
    minimum,
    unit: product.unit,
    stock: product.stock,
    weightGrams: String(product.weightGrams ?? 0),
    categories: [product.category1 ?? '', product.category2 ?? '', product.category3 ?? '', product.category4 ?? ''],
    brandId: product.brandId ?? '',
    colourId: product.colourId ?? '',
    isActive: product.isActive,
    isGiftCard: product.isGiftCard,
    currencyPrices: ownPriceTexts(product.currencyPrices),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const trimmed = (values: Translations): Translations => {
  const result = blankTranslations();
  for (const language of LANGUAGES) result[language] = values[language].trim();
  return result;
};

/** The amounts filled in, trimmed; null when none is (the server then converts the GBP price everywhere). */
export function ownPricesOf(form: ProductForm): OwnPrices | null {
  const own: OwnPrices = {};
  for (const code of OWN_PRICE_CURRENCIES) {
    const amount = form.currencyPrices[code].trim();
    if (amount) own[code] = amount;
  }
  return Object.keys(own).length > 0 ? own : null;
}

/**
 * The whole form as the API takes it (POST). Only a gift card carries currencyPrices: the server refuses them on
 * anything else (409), so a product that is not one leaves the field out.
 */
export function toInput(form: ProductForm): ProductInput {
  const [category1, category2, category3, category4] = form.categories;
  const input: ProductInput = {
    product_id: form.product_id.trim(),
    names: trimmed(form.names),
    descriptions: trimmed(form.descriptions),
    price: pricedPerMetre(form) ? (perTenth(form.price) ?? form.price.trim()) : form.price.trim(),
    discount: Number(form.discount.trim() || '0'),
    minimum: form.minimum,
    unit: form.unit,
    stock: form.stock.trim(),
    weightGrams: Number(form.weightGrams.trim() || '0'),
    category1: category1.trim(),
    category2: orNull(category2),
    category3: orNull(category3),
    category4: orNull(category4),
    brandId: orNull(form.brandId),
    colourId: orNull(form.colourId),
    isActive: form.isActive,
    isGiftCard: form.isGiftCard,
  };
  if (form.isGiftCard) input.currencyPrices = ownPricesOf(form);
  return input;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only the fields that differ from the product as it was opened (PUT is partial). A field left out counts as
 * null, so a gift card turned into an ordinary product sends currencyPrices: null and drops its own amounts.
 */
export function changedFields(initial: ProductForm, form: ProductForm): Partial<ProductInput> {
  const before = toInput(initial);
  const after = toInput(form);
  const changes: Partial<ProductInput> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof ProductInput)[]);
  for (const key of keys) {
    const value = after[key] ?? null;
    if (!same(before[key] ?? null, value)) (changes as Record<string, unknown>)[key] = value;
  }
  return changes;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** An amount as staff may type one: digits, at most two of them after a point ("12", "12.50"). */
export const isAmountText = (text: string): boolean => DECIMAL.test(text.trim());

const QUANTITY = /^\d+(\.\d{1,3})?$/;
/** The server's limit of a unit's weight: 100 kg. */
export const MAX_WEIGHT_GRAMS = 100_000;

type FormErrorKey = 'errors.required' | 'errors.amount' | 'errors.discount' | 'errors.quantity' | 'errors.perMetre' | 'errors.weight';

/** What the form checks itself, as message keys of the admin-catalogue namespace (the server checks it all). */
export function validateForm(form: ProductForm): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {};
  for (const language of REQUIRED_LANGUAGES) if (!form.names[language].trim()) errors[`names.${language}`] = 'errors.required';
  if (!form.product_id.trim()) errors.product_id = 'errors.required';
  if (!form.price.trim()) errors.price = 'errors.required';
  else if (!DECIMAL.test(form.price.trim())) errors.price = 'errors.amount';
  else if (pricedPerMetre(form) && perTenth(form.price) === null) errors.price = 'errors.perMetre';
  const discount = Number(form.discount.trim() || '0');
  if (!/^\d{1,3}$/.test(form.discount.trim() || '0') || discount > 100) errors.discount = 'errors.discount';
  if (!QUANTITY.test(form.stock.trim())) errors.stock = 'errors.quantity';
  if (!/^\d{1,6}$/.test(form.weightGrams.trim() || '0') || Number(form.weightGrams.trim() || '0') > MAX_WEIGHT_GRAMS) {
    errors.weightGrams = 'errors.weight';
  }
  if (!form.categories[0]) errors.category1 = 'errors.required';
  if (form.isGiftCard) {
    for (const code of OWN_PRICE_CURRENCIES) {
      const amount = form.currencyPrices[code].trim();
      if (amount && !DECIMAL.test(amount)) errors[`currencyPrices.${code}`] = 'errors.amount';
    }
  }
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Server names that mean a form field under another name. */
const ALIASES: Record<string, string> = {
  sku: 'product_id',
  productId: 'product_id',
  brand_id: 'brandId',
  colour_id: 'colourId',
  color_id: 'colourId',
  colorId: 'colourId',
  is_active: 'isActive',
  is_gift_card: 'isGiftCard',
  final_price: 'finalPrice',
  currency_prices: 'currencyPrices',
  free_from: 'freeFrom',
};

function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item !== '') ?? null;
  return null;
}

/**
 * The server's field errors as form field names: {names: {en: ['...']}} -> {'names.en': '...'},
 * {price: ['...']} -> {price: '...'}; flask-smorest's `json` wrapper is looked through. A currency amount's error
 * comes as marshmallow's {currencyPrices: {UAH: {value: ['...']}}}; it belongs to 'currencyPrices.UAH'.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  const result: FormErrors = {};
  if (!(error instanceof ApiError) || !error.errors) return result;
  const root = isRecord(error.errors.json) ? error.errors.json : error.errors;
  const walk = (value: unknown, path: string[]) => {
    const message = firstMessage(value);
    if (message) {
      const [head = '', ...rest] = path;
      const field = ALIASES[head] ?? head;
      const key = [field, ...(field === 'currencyPrices' ? rest.slice(0, 1) : rest)].join('.');
      if (key && !result[key]) result[key] = message;
      return;
    }
    if (isRecord(value)) for (const [name, inner] of Object.entries(value)) walk(inner, [...path, name]);
  };
  walk(root, []);
  return result;
}

// ---------------------------------------------------------------- category levels

export interface LevelOption {
  value: string;
  label: string;
}

/** The last part of a label such as "Fabrics / Lycra / Matt". */
const lastPart = (label: string) => label.split(' / ').pop()?.trim() || label;

/**
 * The choices of category level `level` (0-3) below the levels already chosen, in the options' order: every
 * distinct slug at that depth whose path starts with the chosen ones, labelled as the options name that node.
 */
export function levelOptions(categories: CategoryOption[], chosen: readonly string[], level: number): LevelOption[] {
  const prefix = chosen.slice(0, level);
  if (prefix.some((slug) => !slug)) return [];
  const seen = new Map<string, string>();
  for (const category of categories) {
    const slug = category.path[level];
    if (!slug || !prefix.every((value, index) => category.path[index] === value)) continue;
    const isNode = category.path.slice(level + 1).every((value) => !value);
    if (isNode) seen.set(slug, lastPart(category.label));
    else if (!seen.has(slug)) seen.set(slug, slug);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The levels after a choice at `level`: the ones below it no longer apply. */
export function chooseLevel(
  categories: ProductForm['categories'],
  level: number,
  value: string,
): ProductForm['categories'] {
  const next = [...categories] as ProductForm['categories'];
  next[level] = value;
  for (let below = level + 1; below < next.length; below += 1) next[below] = '';
  return next;
}

// ---------------------------------------------------------------- colours by brand

export interface ColourGroup {
  /** The brand's id; '' for colours of no brand. */
  brandId: string;
  brandName: string;
  colours: CatalogueOptions['colours'];
}

/**
 * The colours a product may have, one group per brand (the product's brand first, then colours of no brand, then
 * the other brands), each colour once per group (the same name and hex listed twice is one choice), narrowed to
 * those whose name or hex contains ``search``. The colour chosen now is always kept, so the select can show it.
 */
export function colourGroups(options: CatalogueOptions, brandId: string, search: string, chosenId: string): ColourGroup[] {
  const needle = search.trim().toLowerCase();
  const names = new Map(options.brands.map((brand) => [brand._id, brand.name]));
  const groups = new Map<string, ColourGroup>();
  const seen = new Set<string>();
  for (const colour of options.colours) {
    const group = colour.brandId ?? '';
    const key = `${group}|${colour.name.trim().toLowerCase()}|${colour.hex.toLowerCase()}`;
    const chosen = colour._id === chosenId;
    const matches = !needle || colour.name.toLowerCase().includes(needle) || colour.hex.toLowerCase().includes(needle);
    if (!chosen && (!matches || seen.has(key))) continue;
    seen.add(key);
    if (!groups.has(group)) groups.set(group, { brandId: group, brandName: names.get(group) ?? '', colours: [] });
    groups.get(group)?.colours.push(colour);
  }
  const rank = (group: ColourGroup) => (group.brandId === brandId && brandId ? 0 : group.brandId === '' ? 1 : 2);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || a.brandName.localeCompare(b.brandName));
}

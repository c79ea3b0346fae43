/**
 * The admin catalogue API's shapes (issue 13 contract): products as staff edit them, the options their
 * selects offer, CSV import reports, slides, colours, currency factors and delivery prices per currency.
 * Amounts are decimal strings.
 */
import type { OwnPrices } from '@/features/currency';
import type { Language } from '@/lib/language';
import type { PageSize } from '../pager';

export type Translations = Record<Language, string>;

/** Main categories (category1), as the URL segment of /admin-dash/all-products/{category}. */
export const MAIN_CATEGORIES = ['fabrics', 'crystals', 'accessories', 'collections', 'gift-cards'] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

export function isMainCategory(value: unknown): value is MainCategory {
  return typeof value === 'string' && (MAIN_CATEGORIES as readonly string[]).includes(value);
}

export interface AdminProduct {
  _id: string;
  product_id: string;
  slug: string;
  names: Partial<Translations>;
  descriptions: Partial<Translations>;
  /** GBP, e.g. "2.50". */
  price: string;
  /** Percent, 0-100. */
  discount: number;
  /** The server's price after the discount, GBP. */
  finalPrice: string;
  minimum: string;
  unit: string;
  stock: string;
  /** Grams per unit of sale (per metre of fabric): what delivery is priced by; absent from older answers. */
  weightGrams?: number;
  images: string[];
  brandId: string | null;
  colourId: string | null;
  category1: string;
  category2: string | null;
  category3: string | null;
  category4: string | null;
  isActive: boolean;
  isGiftCard: boolean;
  /** A gift card's own round amounts ({UAH: "1000.00"}); a currency left out is the GBP price converted. */
  currencyPrices?: OwnPrices | null;
  createdAt: string;
  updatedAt: string;
}

/** What POST /api/admin/products and PUT /api/admin/products/{id} take. */
export type ProductInput = Omit<AdminProduct, '_id' | 'slug' | 'createdAt' | 'updatedAt' | 'finalPrice' | 'images'>;

export interface CategoryOption {
  /** [category1, category2, category3, category4], null below the node's level. */
  path: (string | null)[];
  label: string;
}

export interface CatalogueOptions {
  brands: { _id: string; name: string }[];
  colours: { _id: string; name: string; hex: string; brandId: string | null }[];
  categories: CategoryOption[];
  units: string[];
}

/** The product list's orders (?sort=), as the server names them; newest first unless chosen. */
export const PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'sku_asc',
  'sku_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'updated_desc',
  'updated_asc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** How much is left: some (in), some but at most the shop's low-stock level (low), none (out). */
export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export interface ProductListFilters {
  search: string;
  category1: MainCategory | null;
  /** A brand's _id; null: every brand. */
  brandId: string | null;
  /** null: any stock. */
  stock: StockState | null;
  /** null: both active and inactive. */
  active: boolean | null;
  sort: ProductSort;
  page: number;
  limit: PageSize;
}

/** The colour list's orders (?sort=), as the server names them. */
export const COLOUR_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type ColourSort = (typeof COLOUR_SORTS)[number];

export interface ColourListFilters {
  search: string;
  /** A brand's _id, NO_BRAND (colours of none), or '' (every colour). */
  brandId: string;
  sort: ColourSort;
  page: number;
  limit: PageSize;
}

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: ImportError[];
}

export interface Slide {
  _id: string;
  image: string;
  titles: Partial<Translations>;
  link: string;
  position: number;
  isActive: boolean;
}

export type SlideInput = Pick<Slide, 'titles' | 'link' | 'isActive'>;

export interface Colour {
  _id: string;
  names: Partial<Translations>;
  slug: string;
  hex: string;
  brandId: string | null;
}

export type ColourInput = Pick<Colour, 'names' | 'hex' | 'brandId'>;

export interface Currency {
  code: string;
  sign: string;
  factor: string;
}

export interface CurrenciesAnswer {
  base: string;
  currencies: Currency[];
}

/** What a parcel of up to `upTo` grams (null: any heavier) costs, in its rate's currency. */
export interface DeliveryBand {
  upTo: number | null;
  price: string;
}

/** A zone method's bands in one currency, lightest first, and the subtotal there from which it is free. */
export interface DeliveryRate {
  currency: string;
  /** null: never free in this currency. */
  freeFrom: string | null;
  /** true: staff set these figures; false: the GBP ones converted at today's factor. */
  custom: boolean;
  bands: DeliveryBand[];
}

export interface DeliveryZoneMethod {
  method: string;
  active: boolean;
  /** Every currency, GBP first. */
  rates: DeliveryRate[];
}

/** GET /api/admin/delivery-zones: a zone, its countries ([] and rest: every country no other zone names). */
export interface DeliveryZone {
  code: string;
  name: string;
  countries: string[];
  rest: boolean;
  methods: DeliveryZoneMethod[];
}

/** PUT /api/admin/delivery-zones/{code}: the zone as staff wrote it (GBP, and the currencies they priced). */
export interface DeliveryZoneInput {
  name: string;
  countries: string[];
  methods: { method: string; active: boolean; rates: Omit<DeliveryRate, 'custom'>[] }[];
}


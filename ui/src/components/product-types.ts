/**
 * Catalogue data as the API sends it, named like the server's schemas (shop/catalog/schemas.py): the one
 * product type family of the UI. Amounts are decimal strings in `currency` (GBP), computed by the server.
 */
import { readOwnPrices, readStoredAmount, type Amount, type OwnPrices } from '@/features/currency/money';
import { LANGUAGES } from '@/lib/language';

/** ProductCardSchema: what a product card shows, in every listing, search result and suggestion. */
export interface ProductCard {
  _id: string;
  product_id: string;
  slug: string;
  product_name_en: string;
  product_name_ua: string | null;
  product_name_pl: string | null;
  product_name_ru: string | null;
  product_name_de: string | null;
  /** Before discount. */
  price: Amount;
  /** After discount, as the server computed it. */
  final_price: Amount;
  currency: string;
  /** Percent, 0-100. */
  discount: number;
  /** Comma-separated image URLs; the first is the main image. */
  images: string;
  /** 0.1: sold in tenths of a unit (fabric per 10 cm); 1: whole units. */
  minimum: number;
  unit: string;
  stock: number;
  in_stock: boolean;
  brand: string | null;
  brand_slug: string | null;
  is_gift_card: boolean;
  /** A gift card's own round amounts by currency, charged as they are; null: the final price converted. */
  prices?: OwnPrices | null;
  /** The product page: /products/{sku}. */
  link: string;
}

/** ProductSchema: the product page, the card plus descriptions, colour and category path. */
export interface Product extends ProductCard {
  group?: string | null;
  description_en: string | null;
  description_ua: string | null;
  description_pl: string | null;
  description_ru: string | null;
  description_de: string | null;
  /** The colour's English name. */
  color: string | null;
  color_slug: string | null;
  color_hex: string | null;
  /** The colour's name in each language (English where it has none); see productColourName. */
  color_en?: string | null;
  color_ua?: string | null;
  color_pl?: string | null;
  color_ru?: string | null;
  color_de?: string | null;
  category1: string | null;
  category2: string | null;
  category3: string | null;
  category4: string | null;
  createdAt: string;
}

/** Every product list of the API: one page and the size of the whole list. */
export interface ProductPage<T extends ProductCard = ProductCard> {
  products: T[];
  total: number;
  page: number;
  pages: number;
}

/** A node of the category tree; `name` is the stored display name (see categoryDisplayName). */
export interface CategoryNode {
  _id: string | null;
  name: string;
  /** The category's own name in Polish, Russian, German; null: the display rule applies to `name`. */
  name_pl?: string | null;
  name_ru?: string | null;
  name_de?: string | null;
  slug: string;
  level: number;
  path?: string[];
  link: string | null;
  image: string | null;
  count: number | null;
  children: CategoryNode[];
}

export interface Brand {
  _id: string;
  name: string;
  slug: string;
  logo: string | null;
  link: string;
}

export interface Colour {
  _id: string;
  /** The English name. */
  name: string;
  /** The name in each language (English where it has none); see colourName. */
  name_en?: string | null;
  name_ua?: string | null;
  name_pl?: string | null;
  name_ru?: string | null;
  name_de?: string | null;
  slug: string;
  hex: string;
  brand: string | null;
}

/** A colour as a filter option, with how many products of the list have it. */
export interface ColourCount extends Colour {
  count: number;
}

export interface CategoryProductPage extends ProductPage {
  category: CategoryNode | null;
}

export interface BrandProductPage extends ProductPage {
  brand: Brand;
  categories: CategoryNode[];
}

export interface ColourProductPage extends ProductPage {
  color: Colour;
  categories: CategoryNode[];
}

/** The product's names in every language it has one, kept on a cart line so the cart speaks the visitor's language. */
export function productNames(product: ProductCard): Partial<Record<string, string>> {
  const names: Partial<Record<string, string>> = {};
  for (const language of LANGUAGES) {
    const name = product[`product_name_${language}`];
    if (name) names[language] = name;
  }
  return names;
}

const CARD_FIELDS = [
  '_id', 'product_id', 'slug', 'product_name_en', 'product_name_ua', 'product_name_pl', 'product_name_ru',
  'product_name_de', 'price', 'final_price', 'currency', 'discount', 'images', 'minimum', 'unit', 'stock', 'in_stock',
  'brand', 'brand_slug', 'is_gift_card', 'prices', 'link',
] as const satisfies readonly (keyof ProductCard)[];

/** Only what a card shows is kept (wishlist, recently viewed), not a whole product with its descriptions. */
export function toCard(product: ProductCard): ProductCard {
  const card = {} as Record<string, unknown>;
  for (const field of CARD_FIELDS) card[field] = product[field];
  return card as unknown as ProductCard;
}

/**
 * A card read back from browser storage, or null when it cannot be shown. Cards stored before prices became
 * strings (numbers, no currency or stock state) are brought up to date rather than dropped.
 */
export function readStoredCard(value: unknown): ProductCard | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const price = readStoredAmount(item.price);
  const finalPrice = readStoredAmount(item.final_price ?? item.price);
  if (
    typeof item._id !== 'string' ||
    typeof item.product_id !== 'string' ||
    typeof item.product_name_en !== 'string' ||
    typeof item.images !== 'string' ||
    typeof item.discount !== 'number' ||
    price === null ||
    finalPrice === null
  ) {
    return null;
  }
  const stock = typeof item.stock === 'number' ? item.stock : 0;
  const text = (field: string) => (typeof item[field] === 'string' ? (item[field] as string) : null);
  return {
    _id: item._id,
    product_id: item.product_id,
    slug: text('slug') ?? item.product_id.toLowerCase(),
    product_name_en: item.product_name_en,
    product_name_ua: text('product_name_ua'),
    product_name_pl: text('product_name_pl'),
    product_name_ru: text('product_name_ru'),
    product_name_de: text('product_name_de'),
    price,
    final_price: finalPrice,
    currency: text('currency') ?? 'GBP',
    discount: item.discount,
    images: item.images,
    minimum: typeof item.minimum === 'number' ? item.minimum : 1,
    unit: text('unit') ?? 'pcs',
    stock,
    in_stock: typeof item.in_stock === 'boolean' ? item.in_stock : stock > 0,
    brand: text('brand'),
    brand_slug: text('brand_slug'),
    is_gift_card: item.is_gift_card === true,
    prices: readOwnPrices(item.prices) ?? undefined,
    link: text('link') ?? `/products/${item.product_id}`,
  };
}

/**
 * Catalogue data as the API sends it, named like the server's schemas (shop/catalog/schemas.py).
 * Shared by every feature that shows products; prices are GBP.
 */
export interface Product {
  _id: string;
  product_id: string;
  slug: string;
  group?: string | null;
  product_name_en: string;
  product_name_ua: string | null;
  product_name_pl: string | null;
  product_name_ru: string | null;
  product_name_de: string | null;
  description_en: string | null;
  description_ua: string | null;
  description_pl: string | null;
  description_ru: string | null;
  description_de: string | null;
  price: number;
  /** Percent, 0-100. */
  discount: number;
  final_price: number;
  /** 0.1: sold in tenths of a unit (fabric per 10 cm); 1: whole units. */
  minimum: number;
  unit: string;
  stock: number;
  /** Comma-separated image URLs; the first is the main image. */
  images: string;
  brand: string | null;
  brand_slug: string | null;
  color: string | null;
  color_slug: string | null;
  color_hex: string | null;
  category1: string | null;
  category2: string | null;
  category3: string | null;
  category4: string | null;
  is_gift_card: boolean;
  createdAt: string;
}

/** Every product list of the API: one page and the size of the whole list. */
export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  pages: number;
}

/** A node of the category tree; `name` is the stored display name (see categoryDisplayName). */
export interface CategoryNode {
  _id: string | null;
  name: string;
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
  name: string;
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

/**
 * What a card needs to show a product again later without asking the server: kept by the wishlist and
 * the recently viewed list (both identify products by _id).
 */
/** The product fields a card needs; any catalogue product satisfies it. */
export interface ProductCardData {
  _id?: string;
  product_id: string;
  product_name_en: string;
  product_name_ua?: string | null;
  product_name_pl?: string | null;
  product_name_ru?: string | null;
  product_name_de?: string | null;
  price: number;
  discount: number;
  final_price?: number | null;
  images: string;
  brand?: string | null;
  minimum?: number;
  unit?: string;
  stock?: number;
}

export interface ProductSummary extends ProductCardData {
  _id: string;
  [field: string]: unknown;
}

/** Only what a card shows is kept (wishlist, recently viewed), not a whole product with its descriptions. */
export function toSummary(product: ProductCardData & { _id: string }): ProductSummary {
  return {
    _id: product._id,
    product_id: product.product_id,
    product_name_en: product.product_name_en,
    product_name_ua: product.product_name_ua,
    product_name_pl: product.product_name_pl,
    product_name_ru: product.product_name_ru,
    product_name_de: product.product_name_de,
    price: product.price,
    discount: product.discount,
    final_price: product.final_price,
    images: product.images,
    brand: product.brand,
    minimum: product.minimum,
    unit: product.unit,
    stock: product.stock,
  };
}

/** True when the product is sold in tenths of a unit (fabric by 10 cm). */
export const isFractionalProduct = (minimum: number | undefined): boolean =>
  minimum !== undefined && Math.round(minimum * 100) === 10;

/** Stored summaries come from browser storage: only those a card can show are used. */
export function isProductSummary(value: unknown): value is ProductSummary {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item._id === 'string' &&
    typeof item.product_id === 'string' &&
    typeof item.product_name_en === 'string' &&
    typeof item.price === 'number' &&
    typeof item.discount === 'number' &&
    typeof item.images === 'string'
  );
}

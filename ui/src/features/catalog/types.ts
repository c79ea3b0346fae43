/** Catalogue data as the API sends it (named like the server's product schema). Prices are GBP. */
export interface Product {
  _id: string;
  product_id: string;
  slug: string;
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

export interface ProductsFeedResponse {
  products: Product[];
}

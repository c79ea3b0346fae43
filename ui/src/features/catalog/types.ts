/** Catalogue data as the API sends it; the shapes are shared with other features (components/product-types). */
import type { CategoryRoot } from '@/config/paths';
export type {
  Brand,
  BrandProductPage,
  CategoryNode,
  CategoryProductPage,
  Colour,
  ColourCount,
  ColourProductPage,
  Product,
  ProductCard,
  ProductPage,
} from '@/components/product-types';

/** One slide of the home page's main slider; titles per language (others fall back to English). */
export interface Slide {
  _id: string;
  image: string;
  /** The image's stored sizes ("<url>-640.webp 640w, ..."); "" (or absent) when it has none, e.g. an SVG. */
  srcset?: string;
  title_en: string;
  title_ua: string | null;
  title_pl: string | null;
  title_ru: string | null;
  title_de: string | null;
  link: string;
  position: number;
}

/** The four main categories with nested pages (gift cards have their own page). */
export const MAIN_CATEGORIES = ['fabrics', 'crystals', 'accessories', 'collections'] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number] & CategoryRoot;

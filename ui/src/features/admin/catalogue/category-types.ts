/**
 * The admin category tree and brand calls' shapes (/api/admin/categories, /api/admin/brands). A category's stored
 * `name` is the spec's `English__Українська`; staff read and send its two parts as `names.en` and `names.ua`,
 * beside `names.pl`, `names.ru` and `names.de` ("" where none is given: the shop falls back to English).
 */
import type { Translations } from './types';

export interface AdminCategory {
  _id: string;
  /** null for a main category (level 1). */
  parentId: string | null;
  level: number;
  main: string;
  slug: string;
  /** Slugs from the main category down to this one. */
  path: string[];
  /** The stored name, English__Українська. */
  name: string;
  names: Translations;
  link: string | null;
  image: string | null;
  position: number;
  /** Products in this category and below it. */
  products: number;
  children: AdminCategory[];
}

/** What the category form sends: every field of a new subcategory, or only what changed of an existing one. */
export interface CategoryInput {
  parentId?: string;
  names?: Partial<Translations>;
  slug?: string;
  link?: string | null;
}

export interface AdminBrand {
  _id: string;
  name: string;
  slug: string;
  logo: string | null;
  position: number;
  /** Products of this brand. */
  products: number;
}

export interface BrandInput {
  name?: string;
  slug?: string;
}

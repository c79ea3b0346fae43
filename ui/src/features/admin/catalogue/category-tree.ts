/**
 * The category screen's rules, as pure functions: which translations a category lacks, the slug rule the server
 * applies, what the form sends, and a tree with one category's children put in a new order.
 */
import { categoryDisplayName } from '@/components/category-name';
import type { Language } from '@/lib/language';
import type { AdminBrand, AdminCategory, BrandInput, CategoryInput } from './category-types';
import type { Translations } from './types';

/** The deepest level of the tree: a category there takes no subcategories. */
export const MAX_LEVEL = 4;
/** The lengths the server takes: the stored name is English + "__" + Ukrainian, at most 160 characters. */
export const NAME_LIMITS: Record<Language, number> = { en: 80, ua: 78, pl: 160, ru: 160, de: 160 };
export const MAX_CATEGORY_SLUG = 120;
export const MAX_BRAND_SLUG = 80;
export const MAX_BRAND_NAME = 80;
export const MAX_LINK = 255;
/** The languages a category may lack: English is required. */
export const TRANSLATED = ['ua', 'pl', 'ru', 'de'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case Latin letters, digits and single hyphens, as the server checks a slug. */
export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** The languages whose name is missing: shoppers reading them get the English one (the spec's fallback). */
export function missingTranslations(names: Partial<Translations>): TranslatedLanguage[] {
  return TRANSLATED.filter((language) => !(names[language] ?? '').trim());
}

/** The English name as shoppers read it: cut at its first "_" or " -" ("Mesh - Power mesh" -> "Mesh"). */
export function shownEnglish(english: string): string {
  return categoryDisplayName(english, 'en');
}

/** The category's name for staff's lists: the English one as shoppers read it. */
export function categoryLabel(category: Pick<AdminCategory, 'names' | 'name'>): string {
  return shownEnglish(category.names.en || category.name);
}

export function trimmedNames(names: Translations): Translations {
  return { en: names.en.trim(), ua: names.ua.trim(), pl: names.pl.trim(), ru: names.ru.trim(), de: names.de.trim() };
}

export interface CategoryFormValues {
  names: Translations;
  slug: string;
  link: string;
}

/** The body of POST /api/admin/categories: an empty slug is left to the server (made from the English name). */
export function createBody(parentId: string, values: CategoryFormValues): CategoryInput {
  const slug = values.slug.trim();
  return { parentId, names: trimmedNames(values.names), ...(slug ? { slug } : {}), link: values.link.trim() || null };
}

/**
 * The body of PUT /api/admin/categories/{id}: the names always (each language as the form holds it), the slug and
 * link only when changed, so saving a name never rewrites the products' slugs; a main category's slug is never sent.
 */
export function updateBody(category: AdminCategory, values: CategoryFormValues): CategoryInput {
  const body: CategoryInput = { names: trimmedNames(values.names) };
  const slug = values.slug.trim();
  if (category.level > 1 && slug !== category.slug) body.slug = slug;
  const link = values.link.trim() || null;
  if (link !== category.link) body.link = link;
  return body;
}

/** A copy of the trees with the children of `parentId` in this order (their positions renumbered). */
export function withChildren(roots: readonly AdminCategory[], parentId: string, children: readonly AdminCategory[]): AdminCategory[] {
  return roots.map((node) => {
    if (node._id === parentId) return { ...node, children: children.map((child, position) => ({ ...child, position })) };
    return node.children.length ? { ...node, children: withChildren(node.children, parentId, children) } : node;
  });
}

/** The category with this id anywhere in the trees. */
export function findCategory(roots: readonly AdminCategory[], id: string): AdminCategory | undefined {
  for (const node of roots) {
    if (node._id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The brand form's body: a new brand's name (and slug, if typed: else the server makes it); of a brand, its name
 * and its slug when changed. */
export function brandBody(brand: AdminBrand | null, name: string, slug: string): BrandInput {
  const typed = slug.trim();
  if (!brand) return { name: name.trim(), ...(typed ? { slug: typed } : {}) };
  return { name: name.trim(), ...(typed !== brand.slug ? { slug: typed } : {}) };
}

import type { Language } from '@/lib/language';
import type { CategoryNode } from './product-types';

/**
 * The spec's display rule for stored category names: the text after a double underscore is the
 * Ukrainian variant, shown when the language is ua; otherwise the first part is shown, cut at the
 * first underscore or at ' -'. 'Mesh - Power mesh__Сітка' -> 'Mesh' (en) or 'Сітка' (ua).
 */
export function categoryDisplayName(stored: string, language: Language): string {
  const separator = stored.indexOf('__');
  const first = separator === -1 ? stored : stored.slice(0, separator);
  if (language === 'ua' && separator !== -1) {
    const ukrainian = stored.slice(separator + 2).trim();
    if (ukrainian) return ukrainian;
  }
  const cuts = [first.indexOf('_'), first.indexOf(' -')].filter((index) => index > 0);
  const end = cuts.length > 0 ? Math.min(...cuts) : first.length;
  return first.slice(0, end).trim() || stored.trim();
}

/** What a category's name is read from: the stored `name` and, where staff gave them, its own pl/ru/de names. */
export type NamedCategory = Pick<CategoryNode, 'name'> & Partial<Pick<CategoryNode, 'name_pl' | 'name_ru' | 'name_de'>>;

/**
 * The name shoppers read in `language`: the category's own name in that language (pl, ru, de) where it has one,
 * else the spec's rule on the stored name (always so for en and ua, whose names the stored name holds).
 */
export function categoryName(category: NamedCategory, language: Language): string {
  const own = language === 'pl' || language === 'ru' || language === 'de' ? category[`name_${language}`]?.trim() : '';
  return own || categoryDisplayName(category.name, language);
}

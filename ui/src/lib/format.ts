/** Small display helpers shared by features. */
import { DEFAULT_LANGUAGE, type Language } from './language';

type LocalizedFields<Base extends string> = { [L in Language as `${Base}_${L}`]?: string | null };

/**
 * The text of a per-language field (`product_name_ua`, `description_de` ...) in `language`,
 * falling back to English and then to any language that has it.
 */
export function localized<Base extends string>(
  record: LocalizedFields<Base>,
  base: Base,
  language: Language,
): string {
  const fields = record as Record<string, string | null | undefined>;
  const pick = (lng: string) => fields[`${base}_${lng}`]?.trim() || '';
  return (
    pick(language) ||
    pick(DEFAULT_LANGUAGE) ||
    Object.keys(fields)
      .filter((key) => key.startsWith(`${base}_`))
      .map((key) => fields[key]?.trim() || '')
      .find(Boolean) ||
    ''
  );
}

/** The first entry of a comma-separated image list, or null when there is none. */
export function firstImage(images: string | null | undefined): string | null {
  if (!images) return null;
  for (const entry of images.split(',')) {
    const url = entry.trim();
    if (url) return url;
  }
  return null;
}


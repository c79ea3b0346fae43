import type { Language } from '@/lib/language';

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

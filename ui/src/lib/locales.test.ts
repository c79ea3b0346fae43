/**
 * Locale parity: every namespace exists in all five languages with the same keys, every text is filled in,
 * and every {{placeholder}} of the English text is kept in the translation. Plural texts (key_one, key_few...)
 * count once per key, and each language has every plural form its grammar needs. A text missing in one language
 * would otherwise show its key (or silently fall back to English) only to the shoppers of that language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, htmlLang, LANGUAGES } from './language';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));

type Texts = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Texts = new Map()): Texts {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

const read = (language: string, namespace: string): Texts =>
  flatten(JSON.parse(readFileSync(`${LOCALES}/${language}/${namespace}.json`, 'utf8')));

const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with i18next's plural suffixes folded into their base key. */
const baseKeys = (texts: Texts): string[] => [...new Set([...texts.keys()].map((key) => key.replace(PLURAL, '')))].sort();

const namespaces = readdirSync(`${LOCALES}/${DEFAULT_LANGUAGE}`)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

describe('locale files', () => {
  it('exist for every language and namespace, and no language has a namespace English lacks', () => {
    for (const language of LANGUAGES) {
      const own = readdirSync(`${LOCALES}/${language}`).filter((name) => name.endsWith('.json'));
      expect(own.map((name) => name.replace(/\.json$/, '')).sort(), language).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = read(DEFAULT_LANGUAGE, namespace);

    it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))('has the same keys in %s', (language) => {
      expect(baseKeys(read(language, namespace))).toEqual(baseKeys(english));
    });

    it.each([...LANGUAGES])('has every plural form %s needs', (language) => {
      const texts = read(language, namespace);
      const needed = new Intl.PluralRules(htmlLang(language)).resolvedOptions().pluralCategories;
      const plurals = new Set([...texts.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
      for (const base of plurals) {
        for (const form of needed) expect(texts.has(`${base}_${form}`), `${language}/${namespace}: ${base}_${form}`).toBe(true);
      }
    });

    it.each([...LANGUAGES])('has every text filled in and its placeholders kept in %s', (language) => {
      const texts = read(language, namespace);
      for (const [key, text] of texts) {
        expect(text.trim(), `${language}/${namespace}: ${key}`).not.toBe('');
        const englishText = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
        if (englishText !== undefined) {
          expect(placeholders(text), `${language}/${namespace}: ${key}`).toEqual(placeholders(englishText));
        }
      }
    });
  });
});

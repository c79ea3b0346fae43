/// <reference types="node" />
// Every text exists in every language (GUIDE section 3), with the same {{placeholders}}. Plural texts
// (key_one, key_few, ...) count once per key, and each language has every plural form its grammar needs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlLang, LANGUAGES } from '@/lib/language';

const LOCALES = fileURLToPath(new URL('../locales', import.meta.url));
const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [child, text] of flatten(value, name)) entries.set(child, text);
  }
  return entries;
}

const read = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(path.join(LOCALES, language, namespace), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with i18next's plural suffixes folded into their base key. */
const baseKeys = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((key) => key.replace(PLURAL, '')))].sort();
/** The English text a translated key answers to (a Ukrainian key_few answers to English key_other). */
const englishFor = (english: Map<string, string>, key: string) =>
  english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';

describe('locales', () => {
  it('has exactly the five languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = read('en', namespace);

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, filled in', (language) => {
      const translated = read(language, namespace);
      expect(baseKeys(translated)).toEqual(baseKeys(english));
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}/${namespace} ${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace} ${key}`).toEqual(placeholders(englishFor(english, key)));
      }
    });

    it.each([...LANGUAGES])('%s has every plural form its grammar needs', (language) => {
      const texts = read(language, namespace);
      const forms = new Intl.PluralRules(htmlLang(language)).resolvedOptions().pluralCategories;
      const plurals = new Set([...texts.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
      for (const base of plurals) {
        for (const form of forms) expect(texts.has(`${base}_${form}`), `${language}/${namespace} ${base}_${form}`).toBe(true);
      }
    });
  });
});

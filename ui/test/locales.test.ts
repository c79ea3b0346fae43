/// <reference types="node" />
// Every text exists in every language (GUIDE section 3), with the same {{placeholders}}.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/language';

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

describe('locales', () => {
  it('has exactly the five languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = read('en', namespace);

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, filled in', (language) => {
      const translated = read(language, namespace);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}/${namespace} ${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
    });
  });
});

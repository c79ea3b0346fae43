/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type FlatNamespace, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language';
import { countedKey, countedT } from './plural';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));
const SOURCES = fileURLToPath(new URL('..', import.meta.url));

/** An i18next instance with every real locale file, as the app has it (English fallback, `ua` for Ukrainian). */
async function i18nWithLocales(language: Language) {
  const namespaces = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));
  const resources = Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(
        namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as object]),
      ),
    ]),
  );
  const instance = createInstance();
  await instance.init({ lng: language, fallbackLng: 'en', ns: namespaces, resources, interpolation: { escapeValue: false } });
  return instance;
}

async function countedIn(language: Language, ns: FlatNamespace) {
  const instance = await i18nWithLocales(language);
  return countedT(instance.getFixedT(language, ns) as TFunction<FlatNamespace>, language) as (
    key: string,
    count: number,
    options?: object,
  ) => string;
}

describe('countedKey', () => {
  it('takes the form each language gives the number', () => {
    expect(countedKey('x', 1, 'en')).toBe('x_one');
    expect(countedKey('x', 36, 'en')).toBe('x_other');
    expect(['21', '22', '25', '12'].map((n) => countedKey('x', Number(n), 'ua'))).toEqual(['x_one', 'x_few', 'x_many', 'x_many']);
    expect(['21', '22', '25'].map((n) => countedKey('x', Number(n), 'ru'))).toEqual(['x_one', 'x_few', 'x_many']);
    expect(['1', '21', '22'].map((n) => countedKey('x', Number(n), 'pl'))).toEqual(['x_one', 'x_many', 'x_few']);
    expect(countedKey('x', 1, 'de')).toBe('x_one');
  });
});

// The real texts for 1, 2, 5, 21, 22, 25 and 12, as a native speaker says them.
const COUNTS = [1, 2, 5, 21, 22, 25, 12] as const;
const TABLE: [Language, FlatNamespace, string, string[]][] = [
  ['ua', 'account', 'orders.showItems', ['1 товар', '2 товари', '5 товарів', '21 товар', '22 товари', '25 товарів', '12 товарів'].map((n) => `Показати ${n}`)],
  ['pl', 'account', 'orders.showItems', ['1 produkt', '2 produkty', '5 produktów', '21 produktów', '22 produkty', '25 produktów', '12 produktów'].map((n) => `Pokaż ${n}`)],
  ['ru', 'account', 'orders.showItems', ['1 товар', '2 товара', '5 товаров', '21 товар', '22 товара', '25 товаров', '12 товаров'].map((n) => `Показать ${n}`)],
  ['ua', 'admin', 'orders.lines', ['1 позиція', '2 позиції', '5 позицій', '21 позиція', '22 позиції', '25 позицій', '12 позицій']],
  ['pl', 'admin', 'orders.lines', ['1 pozycja', '2 pozycje', '5 pozycji', '21 pozycji', '22 pozycje', '25 pozycji', '12 pozycji']],
  ['ru', 'admin', 'orders.lines', ['1 позиция', '2 позиции', '5 позиций', '21 позиция', '22 позиции', '25 позиций', '12 позиций']],
  ['ua', 'admin-catalogue', 'csv.errorsCaption', ['1 помилка', '2 помилки', '5 помилок', '21 помилка', '22 помилки', '25 помилок', '12 помилок'].map((n) => `${n} за рядками та полями`)],
  ['pl', 'admin-catalogue', 'csv.errorsCaption', ['1 błąd', '2 błędy', '5 błędów', '21 błędów', '22 błędy', '25 błędów', '12 błędów'].map((n) => `${n} według wierszy i pól`)],
  ['ru', 'admin-catalogue', 'csv.errorsCaption', ['1 ошибка', '2 ошибки', '5 ошибок', '21 ошибка', '22 ошибки', '25 ошибок', '12 ошибок'].map((n) => `${n} по строкам и полям`)],
  ['ua', 'shell', 'search.count', ['1 підказку', '2 підказки', '5 підказок', '21 підказку', '22 підказки', '25 підказок', '12 підказок'].map((n) => `Показано ${n}`)],
  ['pl', 'shell', 'search.count', ['1 podpowiedź', '2 podpowiedzi', '5 podpowiedzi', '21 podpowiedzi', '22 podpowiedzi', '25 podpowiedzi', '12 podpowiedzi'].map((n) => `Wyświetlono ${n}`)],
  ['ru', 'shell', 'search.count', ['Показана 1 подсказка', 'Показаны 2 подсказки', 'Показано 5 подсказок', 'Показана 21 подсказка', 'Показаны 22 подсказки', 'Показано 25 подсказок', 'Показано 12 подсказок']],
  ['ua', 'giftcards', 'steps.deliver', ['1 місяць', '2 місяці', '5 місяців', '21 місяць', '22 місяці', '25 місяців', '12 місяців'].map((n) => `Ми надішлемо картку з вашим побажанням електронною поштою після оплати замовлення. Вона діє ${n}.`)],
  ['en', 'account', 'orders.showItems', ['1 item', '2 items', '5 items', '21 items', '22 items', '25 items', '12 items'].map((n) => `Show ${n}`)],
  ['de', 'admin', 'orders.lines', ['1 Position', '2 Positionen', '5 Positionen', '21 Positionen', '22 Positionen', '25 Positionen', '12 Positionen']],
];

describe('countedT with the real locale texts', () => {
  it.each(TABLE)('%s %s:%s', async (language, ns, key, expected) => {
    const tc = await countedIn(language, ns);
    expect(COUNTS.map((count) => tc(key, count))).toEqual(expected);
  });

  it('fills in the other placeholders too', async () => {
    const tc = await countedIn('ua', 'admin');
    expect(tc('info.queries.count', 22, { formatted: '22' })).toBe('22 клієнти чекають на дзвінок');
    expect(tc('info.customers.count', 5, { formatted: '5' })).toBe('5 нових облікових записів за 30 днів');
  });

  it('keeps the one key of a text worded to need no plural forms', async () => {
    const tc = await countedIn('ua', 'shell');
    expect(tc('header.cartWithCount', 22, { items: 22 })).toBe('Кошик, товарів: 22');
  });

  it('is needed: i18next alone counts Ukrainian by English rules', async () => {
    const instance = await i18nWithLocales('ua');
    expect(instance.t('orders.showItems', { ns: 'account', count: 2 })).toBe('Показати 2 товару');
  });
});

/**
 * The calls of a translation function (`t`, `tShop`, `i18n.t`) whose arguments give `count`, and every `<Trans count=`:
 * each is a counted text that skipped `tc`. Returns "line: call" for each.
 */
function uncountedCalls(source: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(/(?<![\w$])t(?:[A-Z]\w*)?\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const args = balanced(source, open);
    if (/[{,]\s*count\s*[:,}]/.test(args)) found.push(`${lineOf(match.index)}: ${match[0]}${args.slice(0, 80)}`);
  }
  for (const match of source.matchAll(/<Trans\b[^>]*?\bcount\s*=/g)) found.push(`${lineOf(match.index)}: ${match[0]}`);
  return found;
}

/** The text between the bracket at `open` and its partner, skipping brackets inside strings. */
function balanced(source: string, open: number): string {
  let depth = 0;
  let quote = '';
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({['.includes(char ?? '')) depth += 1;
    else if (')}]'.includes(char ?? '')) {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, index);
    }
  }
  return source.slice(open + 1);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('counted texts in ui/src', () => {
  it('the scan finds a count given to t in any shape', () => {
    expect(uncountedCalls("t('a', { count })")).toHaveLength(1);
    expect(uncountedCalls("tShop('a', {\n  formatted,\n  count: n,\n})")).toEqual(["1: tShop('a', {\n  formatted,\n  count: n,\n}"]);
    expect(uncountedCalls("i18n.t('x', { count: f(')'), other: 1 })")).toHaveLength(1);
    expect(uncountedCalls('<Trans i18nKey="x" count={n} />')).toHaveLength(1);
    expect(uncountedCalls("tc('a', n); t('a', { total: count }); toast(count); t('a', { countries })")).toEqual([]);
  });

  it('every count goes through tc (lib/plural.ts), so every language takes its own plural form', () => {
    const offenders = sourceFiles(SOURCES)
      .filter((file) => path.relative(SOURCES, file) !== path.join('lib', 'plural.ts'))
      .flatMap((file) => uncountedCalls(readFileSync(file, 'utf8')).map((call) => `${path.relative(SOURCES, file)}:${call}`));
    expect(offenders).toEqual([]);
  });
});

/**
 * Texts that count ("12 months") choose their plural form here, by the language's real code: the app gives i18next
 * `ua` for Ukrainian, for which the platform has no plural rules, so i18next's own choice would follow English
 * ("2 товару"). The keys are i18next's (`key_one`, `key_few`, `key_many`, `key_other`).
 *
 * A component says a counted text with `tc(key, count)` from `useCountedTranslation(ns)`, never with
 * `t(key, { count })`; a source scan in ./plural.test.ts fails on a `count` passed to `t` directly.
 */
import type { FlatNamespace, ParseKeys, TFunction, TOptions } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from './language';

/** The key of the form `count` takes in `language` ("faq.a" -> "faq.a_few" for 3 in Ukrainian). */
export function countedKey<K extends string>(key: K, count: number, language: string): K {
  return `${key}_${new Intl.PluralRules(htmlLang(language)).select(count)}` as K;
}

/** `{{count}}` is filled in from `count`; other placeholders ({{formatted}}) come in `options`. */
export type CountedT<Ns extends FlatNamespace> = (key: ParseKeys<Ns>, count: number, options?: TOptions) => string;

/** `t` for counted texts in `language` (`countedT(t, 'ua')('orders.lines', 3)` -> "3 позиції"). */
export function countedT<Ns extends FlatNamespace>(t: TFunction<Ns>, language: string): CountedT<Ns> {
  // i18next's typed t does not take a key built at run time; the key is checked as `key` in CountedT.
  const say = t as unknown as (keys: string[], options: TOptions) => string;
  // A text worded to need no plural forms ("Cart, items: 3") keeps its one key, which comes second.
  return (key, count, options) => {
    const base = String(key);
    return say([countedKey(base, count, language), base], { ...options, count });
  };
}

/** `useTranslation(ns)` plus `tc`, which says a counted text in the form the shown language gives `count`. */
export function useCountedTranslation<const Ns extends FlatNamespace>(ns: Ns) {
  const { t, i18n, ready } = useTranslation(ns);
  // The language whose texts are on screen: an unsupported one shows English, so it counts in English too.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tc = useMemo(() => countedT(t, language), [t, language]);
  return { t, i18n, ready, tc };
}

/**
 * Texts that count ("12 months") choose their plural form here, by the language's real code: the app gives i18next
 * `ua` for Ukrainian, for which the platform has no plural rules, so i18next's own choice would take the same form
 * for every number. The keys are i18next's (`key_one`, `key_few`, `key_many`, `key_other`).
 */
import { htmlLang } from './language';

/** The key of the form `count` takes in `language` ("faq.a" -> "faq.a_few" for 3 in Ukrainian). */
export function countedKey<K extends string>(key: K, count: number, language: string): K {
  return `${key}_${new Intl.PluralRules(htmlLang(language)).select(count)}` as K;
}

/** The page editor's form: every language's title and Markdown as typed, and what the server said of them. */
import { ApiError } from '@/lib/api-client';
import { LANGUAGES, type Language } from '@/lib/language';
import type { AdminPage, PageChange, PageText } from './api';

export type Texts = Record<Language, PageText>;
export type TextErrors = Partial<Record<Language, Partial<Record<keyof PageText, string>>>>;

export interface FormErrors {
  slug?: string;
  published?: string;
  texts: TextErrors;
}

export const emptyTexts = (): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, { title: '', body: '' }])) as Texts;

export function textsOf(page: AdminPage): Texts {
  const texts = emptyTexts();
  for (const language of LANGUAGES) {
    const text = page.translations[language];
    if (text) texts[language] = { ...text };
  }
  return texts;
}

const isEmpty = (text: PageText) => text.title.trim() === '' && text.body.trim() === '';
const isComplete = (text: PageText) => text.title.trim() !== '' && text.body.trim() !== '';

/** The languages other than English without both a title and a text: shoppers reading them see the English page. */
export const missingLanguages = (texts: Texts): Language[] =>
  LANGUAGES.filter((language) => language !== 'en' && !isComplete(texts[language]));

/** A language with one of its title and text but not the other (what is typed is kept, English still shows). */
export const isIncomplete = (text: PageText): boolean => !isEmpty(text) && !isComplete(text);

/** What PUT/POST /api/admin/pages takes: a language left empty is sent as null (it shows the English text), a half
 * filled one as it is (kept for later). */
export const toChange = (published: boolean, texts: Texts): PageChange => ({
  published,
  translations: Object.fromEntries(LANGUAGES.map((language) => [language, isEmpty(texts[language]) ? null : texts[language]])),
});

const first = (value: unknown): string | undefined =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The server's 400 as the form shows it: a message under each field at fault ({translations: {de: {body: [...]}}}). */
export function formErrors(error: unknown): FormErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return null;
  const { slug, published, translations } = error.errors;
  const texts: TextErrors = {};
  if (isRecord(translations)) {
    for (const language of LANGUAGES) {
      const found = translations[language];
      if (!isRecord(found)) continue;
      texts[language] = { title: first(found.title), body: first(found.body) };
      if (!texts[language]?.title && !texts[language]?.body) texts[language] = { title: first(found._schema) };
    }
  }
  return { slug: first(slug), published: first(published), texts };
}

/** The languages whose tab has an error. */
export const invalidLanguages = (errors: FormErrors): Language[] =>
  LANGUAGES.filter((language) => errors.texts[language]?.title || errors.texts[language]?.body);

/**
 * The words a page's HTML brought for its first render (shop/web.py FIRST_LOADS: the cart and the checkout), in
 * `<script type="application/json" id="page-words">{"<language>": {"<namespace>": {...}}}</script>`, so i18next
 * does not fetch them (./i18n-backend asks here first). Each is handed out once: a later load of the same words
 * (a reload of resources) goes to the server. A page without the element, or with one that is not JSON, brings none.
 */
export type Words = Record<string, unknown>;
export type PageWords = (language: string, namespace: string) => Words | undefined;

export const PAGE_WORDS_ID = 'page-words';

export function pageWords(doc: Document = document): PageWords {
  let brought: Record<string, Record<string, Words> | undefined> = {};
  const text = doc.getElementById(PAGE_WORDS_ID)?.textContent;
  if (text) {
    try {
      brought = JSON.parse(text) as typeof brought;
    } catch {
      brought = {};
    }
  }
  return (language, namespace) => {
    const words = brought[language]?.[namespace];
    if (words !== undefined) delete brought[language]![namespace];
    return words;
  };
}

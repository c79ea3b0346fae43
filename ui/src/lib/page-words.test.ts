// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalesBackend } from './i18n-backend';
import { PAGE_WORDS_ID, pageWords } from './page-words';

function bring(text: string | null) {
  document.getElementById(PAGE_WORDS_ID)?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_WORDS_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => bring(null));

describe('pageWords', () => {
  it('hands out each language and namespace the page brought, once', () => {
    bring('{"de":{"cart":{"title":"Warenkorb"}},"en":{"cart":{"title":"Cart"}}}');
    const given = pageWords();
    expect(given('de', 'cart')).toEqual({ title: 'Warenkorb' });
    expect(given('de', 'cart')).toBeUndefined();
    expect(given('en', 'cart')).toEqual({ title: 'Cart' });
    expect(given('pl', 'cart')).toBeUndefined();
    expect(given('en', 'shell')).toBeUndefined();
  });

  it('brings nothing without the element or with one that is not JSON', () => {
    expect(pageWords()('en', 'common')).toBeUndefined();
    bring('{"en": ');
    expect(pageWords()('en', 'common')).toBeUndefined();
  });
});

describe('the backend with the page words', () => {
  it('fetches only the namespaces the page did not bring', async () => {
    bring('{"de":{"shell":{"hello":"Hallo"}}}');
    const fetchMock = vi.fn(async () => new Response('{"bye":"Tschüss"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const i18n = createInstance();
    await i18n
      .use(createLocalesBackend({ loadPath: '/locales/{{lng}}/{{ns}}.json?v=1', given: pageWords() }))
      .init({ lng: 'de', fallbackLng: false, ns: ['shell', 'cart'], defaultNS: 'shell', maxRetries: 0 });
    expect(i18n.getResource('de', 'shell', 'hello')).toBe('Hallo');
    expect(i18n.getResource('de', 'cart', 'bye')).toBe('Tschüss');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/cart.json?v=1', expect.anything());
  });
});

import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createLocalesBackend, localesUrl } from './i18n-backend';

const noWait = { sleep: async () => {} };

async function load(fetchMock: typeof fetch, language = 'de') {
  vi.stubGlobal('fetch', fetchMock);
  const instance = createInstance();
  await instance
    .use(createLocalesBackend({ loadPath: '/locales/{{lng}}/{{ns}}.json?v=1', retry: noWait }))
    .init({ lng: language, fallbackLng: false, ns: ['shell'], defaultNS: 'shell', maxRetries: 0 });
  return instance;
}

describe('localesUrl', () => {
  it('fills in the language and the namespace', () => {
    expect(localesUrl('/locales/{{lng}}/{{ns}}.json?v=1', 'ua', 'common')).toBe('/locales/ua/common.json?v=1');
  });
});

describe('createLocalesBackend', () => {
  it('loads a namespace file', async () => {
    const fetchMock = vi.fn(async () => new Response('{"hello":"Hallo"}', { status: 200 }));
    const i18n = await load(fetchMock);
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/shell.json?v=1', expect.anything());
    expect(i18n.getResource('de', 'shell', 'hello')).toBe('Hallo');
  });

  it('retries a failing file 5 times in all, then gives up without i18next retrying again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('busy', { status: 503 }));
    const i18n = await load(fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(i18n.hasResourceBundle('de', 'shell')).toBe(false);
  });

  it('does not retry a missing file', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('', { status: 404 }));
    await load(fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('recovers when a later attempt succeeds', async () => {
    const answers = [new Response('', { status: 502 }), new Response('{"hello":"Cześć"}', { status: 200 })];
    const fetchMock = vi.fn(async () => answers.shift() ?? new Response('{}', { status: 200 }));
    const i18n = await load(fetchMock, 'pl');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(i18n.getResource('pl', 'shell', 'hello')).toBe('Cześć');
  });
});

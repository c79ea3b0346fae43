import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiGetBlob, apiSend, buildUrl } from './api-client';
import { LANGUAGES } from './language';

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('buildUrl', () => {
  it('prefixes /api and drops empty parameters', () => {
    expect(buildUrl('/products-feed/new', { limit: 12, page: undefined, q: null })).toBe('/api/products-feed/new?limit=12');
    expect(buildUrl('search', { search: 'lycra & mesh' })).toBe('/api/search?search=lycra+%26+mesh');
  });
});

describe('apiGet / apiSend', () => {
  it('returns the JSON body of a 2xx answer', async () => {
    const fetchMock = stubFetch(200, { products: [] });
    await expect(apiGet('/products-feed/new', { limit: 12 })).resolves.toEqual({ products: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/products-feed/new?limit=12', expect.objectContaining({ method: 'GET' }));
  });

  it('sends JSON with a bearer token', async () => {
    const fetchMock = stubFetch(201, { message: 'ok' });
    await apiSend('PUT', '/queries/updateStatus/1', { status: 'Processed' }, { token: 't0k' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"status":"Processed"}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer t0k', 'Content-Type': 'application/json' });
  });

  it('treats 204 as success without a body', async () => {
    stubFetch(204);
    await expect(apiSend('DELETE', '/queries/1')).resolves.toBeUndefined();
  });

  it('throws ApiError with the server message and field errors', async () => {
    stubFetch(400, { message: 'Please fill in all the fields!', errors: { json: { name: ['Missing'] } } });
    const error = await apiSend('POST', '/queries', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fill in all the fields!',
      errors: { json: { name: ['Missing'] } },
    });
  });

  it('falls back to the status when the body has no message', async () => {
    stubFetch(502, '<html>Bad gateway</html>');
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
  });

  it('reports network failures as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiGet('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});

describe('Accept-Language', () => {
  const sentLanguage = (fetchMock: ReturnType<typeof stubFetch>, call = 0): string | undefined =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['Accept-Language'];

  it('is left to the browser until i18next has a language', async () => {
    const fetchMock = stubFetch(200, {});
    await apiGet('/x');
    expect(sentLanguage(fetchMock)).toBeUndefined();
  });

  it('follows the interface language on every kind of request, Ukrainian as uk', async () => {
    await i18next.init({ lng: 'ua', supportedLngs: [...LANGUAGES], fallbackLng: 'en', resources: {} });
    const fetchMock = stubFetch(200, {});
    await apiGet('/products-feed/new');
    await apiSend('POST', '/users/signin', { email: 'a@b.co', password: 'x' });
    await apiGetBlob('/orders/1/invoice');
    expect([0, 1, 2].map((call) => sentLanguage(fetchMock, call))).toEqual(['uk', 'uk', 'uk']);

    await i18next.changeLanguage('de');
    await apiSend('PUT', '/users/1', {}, { token: 't0k' });
    expect(sentLanguage(fetchMock, 3)).toBe('de');
  });

  it('says English for a language the shop does not speak', async () => {
    await i18next.changeLanguage('fr');
    const fetchMock = stubFetch(400, { message: 'The email or password is incorrect.', errors: {} });
    await expect(apiSend('POST', '/users/signin', {})).rejects.toBeInstanceOf(ApiError);
    expect(sentLanguage(fetchMock)).toBe('en');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, getString, removeItem, setJson, setString, STORAGE_KEYS } from './storage';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('storage keys', () => {
  it('uses the names the spec stores data under', () => {
    expect(STORAGE_KEYS).toMatchObject({
      basketProducts: 'basketProducts',
      currency: 'currency',
      i18nextLng: 'i18nextLng',
      favorites: 'favorites',
      recentlyViewed: 'recentlyViewed',
      user: 'user',
      orderPaginate: 'orderPaginate',
      queryPaginage: 'queryPaginage',
    });
  });
});

describe('storage helpers', () => {
  it('round-trips JSON', () => {
    expect(setJson(STORAGE_KEYS.recentlyViewed, [1, 2])).toBe(true);
    expect(getJson(STORAGE_KEYS.recentlyViewed, [], isNumberList)).toEqual([1, 2]);
    expect(window.localStorage.getItem('recentlyViewed')).toBe('[1,2]');
  });

  it('returns the fallback for a missing key, bad JSON or a rejected shape', () => {
    expect(getJson(STORAGE_KEYS.favorites, [])).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.favorites, '{not json');
    expect(getJson(STORAGE_KEYS.favorites, [])).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.favorites, '{"a":1}');
    expect(getJson(STORAGE_KEYS.favorites, [], isNumberList)).toEqual([]);
  });

  it('keeps plain strings and removes keys', () => {
    setString(STORAGE_KEYS.currency, 'EUR');
    expect(getString(STORAGE_KEYS.currency)).toBe('EUR');
    removeItem(STORAGE_KEYS.currency);
    expect(getString(STORAGE_KEYS.currency)).toBeNull();
  });

  it('separates localStorage and sessionStorage', () => {
    setString(STORAGE_KEYS.chunkReloadAttempted, '1', 'session');
    expect(getString(STORAGE_KEYS.chunkReloadAttempted)).toBeNull();
    expect(getString(STORAGE_KEYS.chunkReloadAttempted, 'session')).toBe('1');
  });

  it('never throws when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(setJson(STORAGE_KEYS.user, { email: 'a@b.c' })).toBe(false);
    expect(getJson(STORAGE_KEYS.user, null)).toBeNull();
  });

  it('refuses values JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(setJson(STORAGE_KEYS.user, cyclic)).toBe(false);
  });
});

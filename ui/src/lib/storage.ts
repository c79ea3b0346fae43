/**
 * Every key the UI keeps in browser storage, and typed helpers that never throw: storage can be
 * unavailable (privacy modes, quota) and values can be corrupted by hand or by older releases.
 */
export const STORAGE_KEYS = {
  basketProducts: 'basketProducts',
  currency: 'currency',
  /** The last answer of GET /api/currencies, so prices show at once on the next load. */
  currencyFactors: 'currencyFactors',
  i18nextLng: 'i18nextLng',
  favorites: 'favorites',
  recentlyViewed: 'recentlyViewed',
  user: 'user',
  /** An affiliate's code from a `?ref=` link, sent with the sign-up form. */
  referralCode: 'referralCode',
  orderPaginate: 'orderPaginate',
  queryPaginage: 'queryPaginage',
  /** sessionStorage: the order checkout just placed (POST /api/orders' answer), for the success page. */
  lastOrder: 'lastOrder',
  /** sessionStorage: set before reloading after a failed page-chunk load, so it happens only once. */
  chunkReloadAttempted: 'chunkReloadAttempted',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getString(key: StorageKey, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setString(key: StorageKey, value: string, which: StorageArea = 'local'): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: StorageKey, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/**
 * Reads a JSON value. Returns `fallback` when the key is missing, the JSON is malformed, or the
 * optional `isValid` guard rejects the parsed value.
 */
export function getJson<T>(
  key: StorageKey,
  fallback: T,
  isValid?: (value: unknown) => value is T,
  which: StorageArea = 'local',
): T {
  const raw = getString(key, which);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid) return isValid(value) ? value : fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

export function setJson(key: StorageKey, value: unknown, which: StorageArea = 'local'): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return setString(key, raw, which);
}

/**
 * The i18next backend: translation files /locales/<lng>/<ns>.json over HTTP, each fetched with
 * lib/retry's back-off (5 attempts, waits of 350, 700, 1400 and 2800 ms). i18next's own retries
 * stay off (maxRetries: 0), so the attempts are never multiplied. Words the page brought (./page-words) are not
 * fetched.
 */
import type { BackendModule, ReadCallback } from 'i18next';
import type { PageWords } from './page-words';
import { fetchWithRetry, type RetryOptions } from './retry';

export interface LocalesBackendOptions {
  /** e.g. /locales/{{lng}}/{{ns}}.json?v=abc */
  loadPath: string;
  retry?: RetryOptions;
  /** Words already at hand (the page's own); fetched when it has none. */
  given?: PageWords;
}

export function localesUrl(loadPath: string, language: string, namespace: string): string {
  return loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
}

export function createLocalesBackend({ loadPath, retry, given }: LocalesBackendOptions): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const words = given?.(language, namespace);
      if (words !== undefined) {
        callback(null, words);
        return;
      }
      const url = localesUrl(loadPath, language, namespace);
      fetchWithRetry(url, { headers: { Accept: 'application/json' } }, retry)
        .then(async (response) => {
          if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
          callback(null, (await response.json()) as Record<string, unknown>);
        })
        // `false`: fetchWithRetry has already retried, so i18next must not.
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
    },
  };
}

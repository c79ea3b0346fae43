/**
 * Lazy route modules. After a deploy, an open tab may ask for a page chunk that no longer exists;
 * the import then rejects. We raise a cancelable `app:preloadError` event (like Vite's
 * `vite:preloadError`) and, unless a listener cancels it, reload the page once to pick up the new
 * build. A sessionStorage flag makes sure a chunk that keeps failing shows the error page instead of
 * reloading forever; a later successful load clears the flag.
 */
import type { ComponentType } from 'react';
import { getString, removeItem, setString, STORAGE_KEYS } from '@/lib/storage';

export const PRELOAD_ERROR_EVENT = 'app:preloadError';

export interface ReloadDeps {
  reload: () => void;
  target: EventTarget;
}

const browserDeps = (): ReloadDeps => ({ reload: () => window.location.reload(), target: window });

/** Returns true when a reload was started (the caller should then wait, not show an error). */
export function reloadOnceAfterChunkError(error: unknown, deps: ReloadDeps = browserDeps()): boolean {
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
  if (!deps.target.dispatchEvent(event)) return false;
  if (getString(STORAGE_KEYS.chunkReloadAttempted, 'session') !== null) return false;
  if (!setString(STORAGE_KEYS.chunkReloadAttempted, String(Date.now()), 'session')) return false;
  deps.reload();
  return true;
}

export function markChunkLoaded(): void {
  removeItem(STORAGE_KEYS.chunkReloadAttempted, 'session');
}

type PageModule = { default: ComponentType };

/** A React Router `lazy` function for a page module whose default export is the page. */
export function lazyPage(load: () => Promise<PageModule>, deps?: ReloadDeps) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await load();
      markChunkLoaded();
      return { Component: module.default };
    } catch (error) {
      if (reloadOnceAfterChunkError(error, deps)) return new Promise<never>(() => {});
      throw error;
    }
  };
}

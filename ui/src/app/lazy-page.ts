/**
 * Lazy page and shell modules. After a deploy, an open tab may ask for a page chunk that no longer exists;
 * the import then rejects. We raise a cancelable `app:preloadError` event (like Vite's
 * `vite:preloadError`) and, unless a listener cancels it, reload the page once to pick up the new
 * build. A sessionStorage timestamp makes sure a chunk that keeps failing shows the error page instead
 * of reloading forever: within RELOAD_GUARD_MS of a reload no second one happens. (Clearing the flag
 * when some other chunk loads would not do: other chunks load fine while the broken one loops.)
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getString, setString, STORAGE_KEYS } from '@/lib/storage';

export const PRELOAD_ERROR_EVENT = 'app:preloadError';
export const RELOAD_GUARD_MS = 10_000;

export interface ReloadDeps {
  reload: () => void;
  target: EventTarget;
  now?: () => number;
}

const browserDeps = (): ReloadDeps => ({ reload: () => window.location.reload(), target: window });

/** Returns true when a reload was started (the caller should then wait, not show an error). */
export function reloadOnceAfterChunkError(error: unknown, deps: ReloadDeps = browserDeps()): boolean {
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
  if (!deps.target.dispatchEvent(event)) return false;
  const now = (deps.now ?? Date.now)();
  const lastReload = Number(getString(STORAGE_KEYS.chunkReloadAttempted, 'session'));
  if (Number.isFinite(lastReload) && now - lastReload < RELOAD_GUARD_MS) return false;
  if (!setString(STORAGE_KEYS.chunkReloadAttempted, String(now), 'session')) return false;
  deps.reload();
  return true;
}

/** A lazily loaded component that can also be asked to start loading before it is rendered. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * React.lazy with the reload-once rule, for pages and for parts of the shell (mega menus, call-back
 * form, mobile menu, search box). `preload()` (or `load`, called ahead of time on hover) starts the same
 * single load early: the page the browser opened starts loading with the app's own code, not after it.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, deps?: ReloadDeps) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (loading ??= load());
  const component = lazy(() =>
    once().catch((error: unknown) => {
      if (reloadOnceAfterChunkError(error, deps)) return new Promise<never>(() => {});
      throw error;
    }),
  ) as Preloadable<P>;
  component.preload = () => void once().catch(() => undefined);
  return component;
}

type Loader<P extends object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A loader whose component gets the app's TanStack Query client: the client's module (and the query library) load
 * in parallel with the component's own code, so the library is never part of the first load and adds no wait.
 */
export function withQueryClient<P extends object>(load: Loader<P>): Loader<P> {
  return async () => {
    const [module, scope] = await Promise.all([load(), import('./QueryClientScope')]);
    return { default: scope.provideQueryClient(module.default) };
  };
}

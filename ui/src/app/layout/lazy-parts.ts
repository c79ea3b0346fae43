/**
 * Parts of the shell opened on demand (mega-menu panels, call-back form, search box, mobile menu) live in
 * chunks of their own and start loading on hover or focus of their control, keeping the first load small. The two
 * that fetch data get the app's query client with their code. The footer, always below the fold (the main area is
 * at least a screen high), has a chunk of its own too: it starts loading with the first render.
 */
import { lazyComponent, withQueryClient } from '../lazy-page';

export const loadMegaMenuPanel = () => import('@/features/menu/components/MegaMenuPanel');
export const loadCallbackModal = () => import('@/features/callback/components/CallbackModal');
export const loadSearchBox = () => import('@/features/search/components/SearchBox');
export const loadMobileMenu = () => import('./MobileMenu');
export const loadFooter = () => import('./Footer');

export const MegaMenuPanel = lazyComponent(withQueryClient(loadMegaMenuPanel));
export const CallbackModal = lazyComponent(loadCallbackModal);
export const SearchBox = lazyComponent(withQueryClient(loadSearchBox));
export const MobileMenu = lazyComponent(loadMobileMenu);
export const Footer = lazyComponent(loadFooter);

/** Starts loading a chunk without waiting; a failure shows later, when the part renders. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => {});
}

/** The app's query client, for prefetching before a part that uses it has rendered. */
export const loadQueryClient = () => import('@/lib/query-client').then((module) => module.queryClient);

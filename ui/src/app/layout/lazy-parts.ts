/**
 * Parts of the shell opened on demand (mega-menu panels, call-back form, search box, mobile menu) live in
 * chunks of their own and start loading on hover or focus of their control, keeping the first load small.
 */
import { lazyComponent } from '../lazy-page';

export const loadMegaMenuPanel = () => import('@/features/menu/components/MegaMenuPanel');
export const loadCallbackModal = () => import('@/features/callback/components/CallbackModal');
export const loadSearchBox = () => import('@/features/search/components/SearchBox');
export const loadMobileMenu = () => import('./MobileMenu');

export const MegaMenuPanel = lazyComponent(loadMegaMenuPanel);
export const CallbackModal = lazyComponent(loadCallbackModal);
export const SearchBox = lazyComponent(loadSearchBox);
export const MobileMenu = lazyComponent(loadMobileMenu);

/** Starts loading a chunk without waiting; a failure shows later, when the part renders. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => {});
}

/**
 * Cross-feature composition for the storefront pages: the wishlist heart, the purchase box of the cart,
 * the recently viewed list and the cart itself, offered to every page through ShopActionsContext
 * (components/product-actions.tsx). This module is itself a lazy route and the components load on
 * first use, so none of it weighs on the first load.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import {
  ShopActionsContext,
  type PurchaseBoxProps,
  type RecentlyViewedProps,
  type ShopActions,
  type WishlistButtonProps,
} from '@/components/product-actions';
import { cartActions } from '@/features/cart/store';
import { rememberViewed } from '@/features/recently-viewed/store';

function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export const shopActions: ShopActions = {
  WishlistButton: deferred<WishlistButtonProps>(() => import('@/features/wishlist/components/WishlistButton')),
  PurchaseBox: deferred<PurchaseBoxProps>(() => import('@/features/cart/components/PurchaseBox')),
  RecentlyViewed: deferred<RecentlyViewedProps>(() => import('@/features/recently-viewed/components/RecentlyViewedSection')),
  rememberViewed,
  addToCart: cartActions.add,
};

/** A pathless route around the storefront pages, loaded lazily alongside the first page. */
export default function ShopActionsRoute() {
  return (
    <ShopActionsContext.Provider value={shopActions}>
      <Outlet />
    </ShopActionsContext.Provider>
  );
}

/**
 * Features never import each other, yet a product card shows the wishlist heart, the product page
 * adds to the cart and remembers what was viewed. The app composes them: it provides these actions
 * (app/ShopActions.tsx) and pages use whichever are present. Unit tests provide their own.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Product, ProductSummary } from './product-types';

export interface WishlistButtonProps {
  product: ProductSummary;
  /** 'icon': a round heart over a card image; 'button': a labelled button on the product page. */
  variant: 'icon' | 'button';
}

export interface PurchaseBoxProps {
  product: Product;
}

export interface RecentlyViewedProps {
  /** Leave this product out (the one on screen). */
  excludeId?: string;
  /** The heading's id, for aria-labelledby. */
  headingId: string;
}

/** A cart line as the cart stores it (features/cart/cart.ts CartItem). */
export interface CartLineInput {
  productName: string;
  sku: string;
  quantity: number;
  price: number;
  minimum: number;
  names?: Partial<Record<string, string>>;
  image?: string;
  unit?: string;
  maxQuantity?: number;
  giftCard?: { recipientName: string; recipientEmail: string; message: string };
}

export interface ShopActions {
  WishlistButton?: ComponentType<WishlistButtonProps>;
  PurchaseBox?: ComponentType<PurchaseBoxProps>;
  RecentlyViewed?: ComponentType<RecentlyViewedProps>;
  rememberViewed?: (product: ProductSummary) => void;
  addToCart?: (line: CartLineInput) => void;
}

export const ShopActionsContext = createContext<ShopActions>({});

export const useShopActions = (): ShopActions => useContext(ShopActionsContext);

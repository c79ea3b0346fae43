/**
 * Features never import each other, yet a product card shows the wishlist heart, the product page
 * adds to the cart and remembers what was viewed. The app composes them: it provides these actions
 * (app/ShopActions.tsx) and pages use whichever are present. Unit tests provide their own.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Amount, OwnPrices } from '@/features/currency/money';
import type { Product, ProductCard } from './product-types';

export interface WishlistButtonProps {
  product: ProductCard;
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

/** A cart line as the cart stores it (features/cart/cart.ts calls it CartItem). */
export interface CartLineInput {
  /** Language-neutral (English) product name; with sku it identifies a line. */
  productName: string;
  /** The product's product_id (also its page: /products/{sku}). */
  sku: string;
  quantity: number;
  /** Unit price after discount, a GBP decimal string from the server (per 0.1 unit when minimum is 0.1). */
  price: Amount;
  /** A gift card's own round amounts by currency, charged as they are instead of `price` converted. */
  prices?: OwnPrices | null;
  /** 0.1 = sold by fractional units (fabric per 10 cm), otherwise 1. */
  minimum: number;
  /** Display extras: names per language, first image, unit of measure. */
  names?: Partial<Record<string, string>>;
  image?: string;
  unit?: string;
  /** The stock when the item was added: quantities never go above it. */
  maxQuantity?: number;
  /** Gift-card details travel with the line (one line per recipient). */
  giftCard?: { recipientName: string; recipientEmail: string; message: string };
}

export interface ShopActions {
  WishlistButton?: ComponentType<WishlistButtonProps>;
  PurchaseBox?: ComponentType<PurchaseBoxProps>;
  RecentlyViewed?: ComponentType<RecentlyViewedProps>;
  rememberViewed?: (product: ProductCard) => void;
  addToCart?: (line: CartLineInput) => void;
}

export const ShopActionsContext = createContext<ShopActions>({});

export const useShopActions = (): ShopActions => useContext(ShopActionsContext);

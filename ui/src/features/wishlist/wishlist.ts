/** The favourite list: product cards identified by _id; toggling a present item removes it. */
import { readStoredCard, type ProductCard } from '@/components/product-types';

export type FavouriteItem = ProductCard;

export function toggleFavourite<T extends { _id: string }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry._id === item._id)
    ? list.filter((entry) => entry._id !== item._id)
    : [...list, item];
}

export const isFavourite = (list: readonly { _id: string }[], id: string): boolean =>
  list.some((entry) => entry._id === id);

/** Stored cards that can still be shown (older ones brought up to date); anything else is dropped. */
export function parseFavourites(raw: unknown): FavouriteItem[] {
  return Array.isArray(raw) ? raw.map(readStoredCard).filter((card): card is ProductCard => card !== null) : [];
}

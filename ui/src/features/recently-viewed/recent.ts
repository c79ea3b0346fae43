/** Recently viewed products (their cards): newest first, no duplicates, at most 20 (the oldest is dropped). */
import { readStoredCard, type ProductCard } from '@/components/product-types';

export const RECENTLY_VIEWED_LIMIT = 20;

export type ViewedItem = ProductCard;

export function addViewed<T extends { _id: string }>(list: readonly T[], item: T): T[] {
  return [item, ...list.filter((entry) => entry._id !== item._id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

export function parseViewed(raw: unknown): ViewedItem[] {
  return Array.isArray(raw) ? raw.map(readStoredCard).filter((card): card is ProductCard => card !== null) : [];
}

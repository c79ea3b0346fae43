/** Recently viewed products: newest first, no duplicates, at most 20 (the oldest is dropped). */

export const RECENTLY_VIEWED_LIMIT = 20;

export interface ViewedItem {
  _id: string;
  [field: string]: unknown;
}

export function addViewed<T extends ViewedItem>(list: readonly T[], item: T): T[] {
  return [item, ...list.filter((entry) => entry._id !== item._id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

export function parseViewed(raw: unknown): ViewedItem[] {
  return Array.isArray(raw) ? raw.filter((entry): entry is ViewedItem => typeof entry?._id === 'string') : [];
}

/** The favourite list: items identified by _id; toggling a present item removes it. */

export interface FavouriteItem {
  _id: string;
  product_id: string;
  [field: string]: unknown;
}

export function toggleFavourite<T extends FavouriteItem>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry._id === item._id)
    ? list.filter((entry) => entry._id !== item._id)
    : [...list, item];
}

export const isFavourite = (list: readonly FavouriteItem[], id: string): boolean =>
  list.some((entry) => entry._id === id);

export function parseFavourites(raw: unknown): FavouriteItem[] {
  return Array.isArray(raw)
    ? raw.filter((entry): entry is FavouriteItem => typeof entry?._id === 'string' && typeof entry?.product_id === 'string')
    : [];
}

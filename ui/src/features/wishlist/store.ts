import { createPersistentStore, useStore } from '../../lib/persistent-store';
import { STORAGE_KEYS } from '../../lib/storage';
import { isFavourite, parseFavourites, toggleFavourite, type FavouriteItem } from './wishlist';

export const wishlistStore = createPersistentStore<FavouriteItem[]>(STORAGE_KEYS.favorites, parseFavourites, []);

export const toggleWishlist = (item: FavouriteItem): void => wishlistStore.set((list) => toggleFavourite(list, item));

/** The favourite list and a membership test. */
export function useWishlist(): { items: FavouriteItem[]; has: (id: string) => boolean } {
  const items = useStore(wishlistStore);
  return { items, has: (id: string) => isFavourite(items, id) };
}

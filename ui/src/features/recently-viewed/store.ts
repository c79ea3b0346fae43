import { createPersistentStore, useStore } from '../../lib/persistent-store';
import { STORAGE_KEYS } from '../../lib/storage';
import { addViewed, parseViewed, type ViewedItem } from './recent';

export const recentlyViewedStore = createPersistentStore<ViewedItem[]>(STORAGE_KEYS.recentlyViewed, parseViewed, []);

export const rememberViewed = (item: ViewedItem): void => recentlyViewedStore.set((list) => addViewed(list, item));

export const useRecentlyViewed = (): ViewedItem[] => useStore(recentlyViewedStore);

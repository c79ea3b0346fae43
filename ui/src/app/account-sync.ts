/**
 * The work behind AccountSync.tsx, loaded only when there is something to do (a session, or a `?ref=` code), so
 * the account and wishlist code it needs is not part of the first load.
 *
 * The signed-in shopper's wishlist is kept on the account (the app layer joins the account and wishlist features,
 * which do not know each other). When a session starts, and on load when one exists, the browser's favourites are
 * merged into the account's (PUT /api/users/me/wishlist) and the local list becomes the account's, the union.
 * Afterwards every heart toggled while signed in is sent at once: PUT [id] to add, DELETE /{id} to remove.
 * A 401 means the session ended elsewhere (log-out, expiry): it is forgotten here too.
 */
import { isSessionEnded, mergeAccountWishlist, removeFromAccountWishlist } from '@/features/account/auth-api';
import { referralCodeFrom } from '@/features/account/auth-validation';
import { endSession } from '@/features/account/session';
import { wishlistStore } from '@/features/wishlist/store';
import { parseFavourites } from '@/features/wishlist/wishlist';
import { setString, STORAGE_KEYS } from '@/lib/storage';

const idsOf = (items: readonly { _id: string }[]): string[] => items.map((item) => item._id);

/**
 * Sends the browser's list, then each change to it, one request after another; whenever the last request
 * answered and none is waiting, the account's list (the whole of it) replaces the browser's. Returns the stop.
 */
export function syncWishlist(token: string): () => void {
  let active = true;
  let waiting = 0;
  let queue: Promise<void> = Promise.resolve();
  // What the account is known to hold, or has been asked to: changes are measured against it.
  let known = new Set(idsOf(wishlistStore.get()));

  const adopt = (cards: unknown[]) => {
    const list = parseFavourites(cards);
    known = new Set(idsOf(list));
    if (idsOf(wishlistStore.get()).join() !== idsOf(list).join()) wishlistStore.set(list);
  };

  const send = (call: () => Promise<unknown[]>) => {
    waiting += 1;
    queue = queue.then(async () => {
      try {
        if (!active) return;
        const cards = await call();
        if (active && waiting === 1) adopt(cards);
      } catch (error) {
        if (active && isSessionEnded(error)) {
          active = false;
          endSession();
        }
      } finally {
        waiting -= 1;
      }
    });
  };

  const unsubscribe = wishlistStore.subscribe(() => {
    if (!active) return;
    const now = idsOf(wishlistStore.get());
    const present = new Set(now);
    const added = now.filter((id) => !known.has(id));
    const removed = [...known].filter((id) => !present.has(id));
    known = present;
    if (added.length > 0) send(() => mergeAccountWishlist(token, added));
    for (const id of removed) send(() => removeFromAccountWishlist(token, id));
  });

  send(() => mergeAccountWishlist(token, idsOf(wishlistStore.get())));

  return () => {
    active = false;
    unsubscribe();
  };
}

/** Keeps an affiliate's valid `?ref=` code from the first page of a visit for the sign-up form. */
export function keepReferralCode(search: string): void {
  const code = referralCodeFrom(search);
  if (code) setString(STORAGE_KEYS.referralCode, code);
}

/**
 * Keeps the signed-in shopper's wishlist on the account, and an affiliate's `?ref=` code from the first page of a
 * visit for the sign-up form (see account-sync.ts). Its code loads only when there is a session or a code.
 */
import { useEffect } from 'react';
import { useSession } from '@/features/account/session';

const loadSync = () => import('./account-sync');

export function AccountSync(): null {
  const token = useSession()?.token || null;

  useEffect(() => {
    const search = window.location.search;
    if (new URLSearchParams(search).has('ref')) void loadSync().then((sync) => sync.keepReferralCode(search));
  }, []);

  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | null = null;
    let active = true;
    loadSync()
      .then((sync) => {
        if (active) stop = sync.syncWishlist(token);
      })
      .catch(() => {
        // The chunk did not load (offline, a new deploy): the wishlist stays in this browser until the next load.
      });
    return () => {
      active = false;
      stop?.();
    };
  }, [token]);

  return null;
}

/**
 * Checkout's two pages, given what other features hold (features do not import each other): the cart's lines,
 * the way to empty it once an order exists, and the signed-in shopper's session. Loaded lazily with the pages.
 */
import { useSession } from '@/features/account/session';
import { cartActions, cartStore } from '@/features/cart/store';
import CheckoutPage from '@/features/checkout/pages/CheckoutPage';
import CheckoutSuccessPage from '@/features/checkout/pages/CheckoutSuccessPage';
import { useStore } from '@/lib/persistent-store';

export function CheckoutRoute() {
  const items = useStore(cartStore);
  const session = useSession();
  return <CheckoutPage items={items} session={session} onOrderPlaced={cartActions.clear} />;
}

export function CheckoutSuccessRoute() {
  return <CheckoutSuccessPage session={useSession()} />;
}

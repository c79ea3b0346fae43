import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Spinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useCheckoutOptions, useProfile } from '../api';
import { CheckoutForm } from '../components/CheckoutForm';
import { rememberOrder } from '../last-order';
import { submitPaymentForm } from '../payment-redirect';
import type { CheckoutItem, CheckoutSession, Contact, PlacedOrder } from '../types';

export interface CheckoutPageProps {
  /** The cart's lines (the app passes the cart in: features do not import each other). */
  items: readonly CheckoutItem[];
  /** The signed-in shopper, or null for a guest. */
  session: CheckoutSession | null;
  /** Empties the cart: called once the order exists, never before. */
  onOrderPlaced: () => void;
}

/**
 * /cart/checkout: contact details (a signed-in shopper's prefilled), delivery, payment, gift card and comment,
 * the server's quote for review, then the order. An empty cart goes back to /cart.
 */
export default function CheckoutPage({ items, session, onOrderPlaced }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const { t: tCart } = useTranslation('cart');
  const navigate = useNavigate();
  const signedIn = session?.token ? session : null;
  const options = useCheckoutOptions();
  const profile = useProfile(signedIn);
  // Set once the order exists: emptying the cart then must not send the shopper back to /cart.
  const placed = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  const title = t('title');
  useDocumentTitle(title);

  useEffect(() => {
    if (items.length === 0 && !placed.current) navigate(paths.cart.href(), { replace: true });
  }, [items.length, navigate]);

  const finish = (order: PlacedOrder) => {
    placed.current = true;
    rememberOrder(order);
    const redirect = order.payment.redirect;
    if (redirect) {
      setRedirecting(true);
      onOrderPlaced();
      submitPaymentForm(redirect);
    } else {
      onOrderPlaced();
      navigate(paths.cart.checkoutSuccess.href());
    }
  };

  const initialContact: Contact = {
    firstName: profile.data?.firstName ?? '',
    lastName: profile.data?.lastName ?? '',
    email: profile.data?.email || signedIn?.email || '',
    phone: profile.data?.phone ?? '',
  };

  let content;
  if (redirecting) {
    content = (
      <div className="checkout-status" role="status">
        <Spinner size="large" label="" />
        <p>{t('place.redirecting')}</p>
      </div>
    );
  } else if (items.length === 0) {
    content = null;
  } else if (options.isPending || (signedIn && profile.isPending)) {
    content = (
      <div className="checkout-status">
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  } else if (options.isError) {
    content = <ErrorNotice message={t('loadError')} onRetry={() => void options.refetch()} retrying={options.isFetching} />;
  } else {
    content = <CheckoutForm items={items} session={signedIn} options={options.data} initialContact={initialContact} onPlaced={finish} />;
  }

  return (
    <div className="container page checkout-page">
      <PageHeader title={title} crumbs={[{ label: tCart('title'), href: paths.cart.href() }, { label: title }]} />
      {content}
    </div>
  );
}

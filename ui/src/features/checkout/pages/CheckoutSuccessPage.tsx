import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { lineName } from '@/components/order-types';
import { paths } from '@/config/paths';
import { countryName } from '@/lib/countries';
import { useOrderNow } from '../api';
import { BankDetails } from '../components/BankDetails';
import { formatAmount, formatDeduction, formatLineQuantity, isFabric, isZero } from '../format';
import { recallOrder } from '../last-order';
import { DELIVERY_METHODS, type CheckoutSession, type PlacedOrder } from '../types';

export interface CheckoutSuccessPageProps {
  /** The signed-in shopper (a link to the order history), or null. */
  session: CheckoutSession | null;
}

const knownMethod = (code: string): code is (typeof DELIVERY_METHODS)[number] =>
  (DELIVERY_METHODS as readonly string[]).includes(code);

/** How the order is paid, and what the shopper does next. */
function NextSteps({ order, paid }: { order: PlacedOrder; paid: boolean }) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  const { payment } = order;
  const amount = formatAmount(payment.amount, payment.currency, language);
  if (payment.method === 'gift-card' || isZero(payment.amount)) return <p>{t('success.giftCardPaid')}</p>;
  switch (payment.method) {
    case 'bank-transfer':
      return (
        <>
          <p>{t('success.bank.intro', { amount })}</p>
          {payment.bank && <BankDetails bank={payment.bank} amount={payment.amount} currency={payment.currency} />}
        </>
      );
    case 'card':
      return <p role="status">{paid ? t('success.card.paid', { amount }) : t('success.card.awaiting', { amount })}</p>;
    default:
      return <p>{t('success.cashOnDelivery', { amount })}</p>;
  }
}

function DeliveryFacts({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { delivery } = order;
  const details = [
    delivery.country ? countryName(delivery.country, language) : '',
    delivery.city,
    delivery.branch
      ? order.deliveryMethod === 'nova-poshta-locker'
        ? t('delivery.lockerShort', { number: delivery.branch })
        : t('delivery.branchShort', { number: delivery.branch })
      : '',
    delivery.address,
    delivery.postcode,
  ].filter(Boolean);
  return (
    <p>
      <strong>{knownMethod(order.deliveryMethod) ? t(`delivery.methods.${order.deliveryMethod}`) : order.deliveryMethod}</strong>
      {details.length > 0 && <>: {details.join(', ')}</>}
    </p>
  );
}

function Totals({ order }: { order: PlacedOrder }) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  const money = (amount: string) => formatAmount(amount, order.currency, language);
  const rows: [string, ReactNode][] = [[t('review.subtotal'), money(order.subtotal)]];
  if (order.promotionCode && order.promotionDiscount && !isZero(order.promotionDiscount))
    rows.push([t('review.promotion', { code: order.promotionCode }), formatDeduction(order.promotionDiscount, order.currency, language)]);
  rows.push([t('review.delivery'), isZero(order.deliveryPrice) ? t('review.deliveryFree') : money(order.deliveryPrice)]);
  if (!isZero(order.giftCardAmount)) rows.push([t('review.giftCard'), formatDeduction(order.giftCardAmount, order.currency, language)]);
  return (
    <dl className="checkout-review__totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="checkout-review__total">
        <dt>{t('review.total')}</dt>
        <dd data-testid="order-total">{money(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}

/**
 * /cart/checkout/checkout-success: the order just placed (kept for this tab), its lines and totals in its own
 * currency, and what happens next for its payment method. Without a fresh order, or with `?order=` naming
 * another one, it goes home.
 */
export default function CheckoutSuccessPage({ session }: CheckoutSuccessPageProps) {
  const { t } = useTranslation('checkout');
  const { t: tShop } = useTranslation('shop');
  const language = useLanguage();
  const [params] = useSearchParams();
  const number = params.get('order');
  const order = useMemo(() => recallOrder(number), [number]);
  const signedIn = session?.token ? session : null;
  const awaitingCard = order?.payment.method === 'card' && order.payment.status !== 'paid';
  const now = useOrderNow(order?._id ?? '', signedIn, awaitingCard);
  const title = t('success.title');
  useDocumentTitle(title);

  if (!order) return <Navigate to={paths.home.href()} replace />;
  const paid = order.payment.status === 'paid' || order.isPaid || now.data?.isPaid === true;

  return (
    <div className="container page checkout-success">
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="checkout">
        <div className="checkout__main">
          <section className="checkout-section">
            <p className="checkout-success__number">
              {t('success.number')}: <strong data-testid="order-number">{order.number}</strong>
            </p>
            {order.userInfo.email && <p>{t('success.confirmation', { email: order.userInfo.email })}</p>}
          </section>
          <section className="checkout-section" aria-labelledby="checkout-next-title">
            <h2 className="checkout-section__title" id="checkout-next-title">
              {t('success.next')}
            </h2>
            <NextSteps order={order} paid={paid} />
          </section>
          <section className="checkout-section" aria-labelledby="checkout-delivery-title">
            <h2 className="checkout-section__title" id="checkout-delivery-title">
              {t('success.delivery')}
            </h2>
            <DeliveryFacts order={order} />
          </section>
          <div className="checkout-success__actions">
            <Link className="button button--secondary" to={paths.home.href()}>
              {t('success.continue')}
            </Link>
            {signedIn && (
              <Link className="button button--outline" to={paths.account.page.href('order-history')}>
                {t('success.history')}
              </Link>
            )}
          </div>
        </div>
        <aside className="checkout-review" aria-labelledby="checkout-summary-title">
          <h2 className="checkout-review__title" id="checkout-summary-title">
            {t('success.summary')}
          </h2>
          <ul className="checkout-review__lines" aria-label={t('success.linesLabel')}>
            {order.basketItems.map((line) => {
              const fabric = isFabric(line.minimum);
              return (
                <li key={line._id} className="checkout-line">
                  <p className="checkout-line__name">{lineName(line, language)}</p>
                  {line.giftCard && (
                    <p className="checkout-line__meta">
                      {line.giftCard.recipientName} ({line.giftCard.recipientEmail})
                    </p>
                  )}
                  <p className="checkout-line__meta">
                    <span className="visually-hidden">{t('review.quantity')}: </span>
                    {formatLineQuantity(line.quantity, line.minimum, language)}
                    {fabric ? ` ${tShop('units.m')}` : ''} × {formatAmount(line.price, order.currency, language)}
                    {fabric ? ` ${t('review.per10cm')}` : ''}
                  </p>
                  <p className="checkout-line__total">
                    <span className="visually-hidden">{t('review.lineTotal')}: </span>
                    {formatAmount(line.lineTotal, order.currency, language)}
                  </p>
                </li>
              );
            })}
          </ul>
          <Totals order={order} />
        </aside>
      </div>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { lineName } from '@/components/order-types';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { adminKeys, changeOrderStatus, fetchInvoice, setOrderPaid, useOrder } from '../api';
import { Badge } from '../components/Badge';
import { Choices } from '../components/Choices';
import { DELIVERY_FIELDS, useLabels } from '../components/labels';
import { Loaded } from '../components/ListState';
import { OrderGiftCards } from '../components/OrderGiftCards';
import { formatDateTime, formatLineQuantity, formatMoney, isFabricLine } from '../format';
import { openFile } from '../invoice';
import { OrderRefunds } from '../returns/components/OrderRefunds';
import { RETURN_STATUSES } from '../returns/types';
import { HeldChangeNotice, MailConfirmDialog } from '../staff/MailConfirm';
import { allowedTransitions, DELIVERY_OPTIONS, isChoosable, needsConfirmation } from '../order-status';
import { isOneOf, type Order, type OrderEvent, type OrderStatus } from '../types';

/** isPaid, in the spec's order of the payment status options: 'Not paid', 'Paid'. */
const PAYMENT_OPTIONS = [false, true] as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Card({ title, id, children, className = '' }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section className={`admin-card ${className}`.trim()} aria-labelledby={id}>
      <h2 className="admin-card__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Lines({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const money = (amount: string) => formatMoney(amount, order.currency, language);
  return (
    <table className="admin-table admin-lines">
      <caption className="visually-hidden">{t('details.lines.caption', { number: order.number })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('details.lines.product')}</th>
          <th scope="col">{t('details.lines.sku')}</th>
          <th scope="col" className="admin-number">
            {t('details.lines.quantity')}
          </th>
          <th scope="col" className="admin-number">
            {t('details.lines.price')}
          </th>
          <th scope="col" className="admin-number">
            {t('details.lines.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.basketItems.map((line) => {
          const fabric = isFabricLine(line.minimum);
          return (
            <tr key={line._id} data-testid="order-line">
              <th scope="row" data-label={t('details.lines.product')}>
                <span>
                  {lineName(line, language)}
                  {line.giftCard && (
                    <span className="admin-muted">
                      {t('details.lines.giftCardFor', { name: line.giftCard.recipientName, email: line.giftCard.recipientEmail })}
                    </span>
                  )}
                </span>
              </th>
              <td data-label={t('details.lines.sku')}>
                <code>{line.sku}</code>
              </td>
              <td data-label={t('details.lines.quantity')} className="admin-number">
                {fabric
                  ? t('details.lines.metres', { quantity: formatLineQuantity(line.quantity, line.minimum, language) })
                  : formatLineQuantity(line.quantity, line.minimum, language)}
              </td>
              <td data-label={t('details.lines.price')} className="admin-number">
                <span>
                  <span className="price">{money(line.price)}</span>
                  {fabric && <span className="admin-muted"> {t('details.lines.per10cm')}</span>}
                  {line.discount > 0 && <span className="admin-muted"> {t('details.lines.discount', { percent: line.discount })}</span>}
                </span>
              </td>
              <td data-label={t('details.lines.total')} className="admin-number">
                <span className="price">{money(line.lineTotal)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function History({ events, currency }: { events: OrderEvent[]; currency: string }) {
  const { t } = useTranslation('admin');
  const { t: returnWords } = useTranslation('admin-returns');
  const language = useLanguage();
  const labels = useLabels();
  // A return's step names its statuses; a refund's "to" is the amount refunded, in the order's currency.
  const word = (event: OrderEvent, value: string | null) => {
    if (value === null) return null;
    if (event.kind === 'refund') return formatMoney(value, currency, language);
    if (event.kind === 'return') return isOneOf(RETURN_STATUSES, value) ? returnWords(`status.${value}`) : value;
    return event.kind === 'payment' ? labels.paymentStatus(value) : labels.orderStatus(value);
  };
  const kindLabel = (event: OrderEvent) =>
    event.kind === 'payment'
      ? t('details.history.payment')
      : event.kind === 'return'
        ? t('details.history.return')
        : event.kind === 'refund'
          ? t('details.history.refund')
          : t('details.history.delivery');
  if (events.length === 0) return <p className="admin-muted">{t('details.history.empty')}</p>;
  return (
    <ol className="admin-history">
      {[...events].reverse().map((event, index) => {
        const from = word(event, event.from);
        return (
          <li key={`${event.at}-${index}`} className="admin-history__item" data-testid="history-entry">
            <time dateTime={event.at} className="admin-history__at">
              {formatDateTime(event.at, language)}
            </time>
            <span className="admin-history__change">
              {kindLabel(event)}:{' '}
              {from ? (
                <>
                  {from} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">{t('details.history.to')}</span> {word(event, event.to)}
                </>
              ) : (
                word(event, event.to)
              )}
            </span>
            <span className="admin-history__by">{event.by ? t('details.history.by', { who: event.by }) : t('details.history.byShop')}</span>
            {event.note && <span className="admin-history__note">{event.note}</span>}
          </li>
        );
      })}
    </ol>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const { t: staffWords } = useTranslation('admin-staff');
  const { t: returnWords } = useTranslation('admin-returns');
  const language = useLanguage();
  const labels = useLabels();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // A change that e-mails the customer waits here until staff have seen the e-mail (MailConfirmDialog).
  const [asking, setAsking] = useState<'Sent' | 'Paid' | null>(null);
  const [tracking, setTracking] = useState('');
  const trackingId = useId();
  const money = (amount: string) => formatMoney(amount, order.currency, language);
  const info = order.userInfo;
  const customer = `${info.firstName} ${info.lastName}`.trim();
  const transitions = allowedTransitions(order.status);
  const details = order.delivery ?? {};
  const delivery = DELIVERY_FIELDS.filter((field) => details[field]);
  const boughtGiftCards = order.basketItems.some((line) => line.giftCard);

  const failed = (error: unknown) => {
    access.deny(error);
    toast.error(error instanceof ApiError && error.status !== 0 ? error.message : t('details.toast.failed'));
  };

  const applied = (changed: Order) => {
    queryClient.setQueryData(adminKeys.order(order._id), changed);
    void queryClient.invalidateQueries({ queryKey: adminKeys.orders(), exact: false, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: adminKeys.statistics() });
    // Paying issues the order's gift cards; cancelling it or taking the payment back voids them.
    void queryClient.invalidateQueries({ queryKey: adminKeys.orderGiftCards(order._id) });
  };

  const moveTo = async (target: OrderStatus, confirmed = false) => {
    if (target === 'Sent' && !confirmed) {
      setAsking('Sent');
      return;
    }
    if (needsConfirmation(target) && !window.confirm(t('details.confirmCancel', { number: order.number }))) return;
    setBusy(true);
    try {
      applied(await changeOrderStatus(order._id, target, access.token, target === 'Sent' ? tracking : undefined));
      toast.success(t('details.toast.status', { status: labels.orderStatus(target) }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const markPaid = async (isPaid: boolean, confirmed = false) => {
    if (isPaid && !confirmed) {
      setAsking('Paid');
      return;
    }
    setBusy(true);
    try {
      applied(await setOrderPaid(order._id, isPaid, access.token));
      toast.success(isPaid ? t('details.toast.paid') : t('details.toast.notPaid'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const openInvoice = async () => {
    try {
      await openFile(() => fetchInvoice(order._id, access.token), `invoice-${order.number}.pdf`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <header className="admin-page__header admin-order-head">
        <div>
          <p className="admin-page__crumb">
            <Link to={paths.admin.viewOrder.href()}>
              <span aria-hidden="true">‹ </span>
              {t('details.back')}
            </Link>
          </p>
          <h1 className="admin-page__title" id="admin-order-title">
            {t('details.title', { number: order.number })}
          </h1>
          <p className="admin-page__intro">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
          </p>
        </div>
        <button type="button" className="button admin-button" onClick={() => void openInvoice()}>
          {t('details.invoice')}
        </button>
      </header>

      <div className="admin-grid admin-grid--order">
        <Card title={t('details.status.title')} id="admin-order-status" className={order.isPaid ? 'admin-card--paid' : ''}>
          <dl className="admin-facts">
            <Fact label={t('details.status.delivery')}>
              <Badge tone={labels.orderTone(order.status)}>{labels.orderStatus(order.status)}</Badge>
            </Fact>
            <Fact label={t('details.status.payment')}>
              <Badge tone={order.isPaid ? 'success' : 'neutral'}>{labels.paid(order.isPaid)}</Badge>
            </Fact>
            <Fact label={t('details.status.method')}>{labels.paymentMethod(order.paymentMethod)}</Fact>
            <Fact label={t('details.totals.total')}>
              <span className="price" data-testid="order-total">
                {money(order.totalPrice)}
              </span>
            </Fact>
          </dl>
          <Choices<OrderStatus>
            legend={t('details.status.delivery')}
            value={isOneOf(DELIVERY_OPTIONS, order.status) ? order.status : null}
            options={DELIVERY_OPTIONS}
            labelOf={labels.orderStatus}
            isAllowed={(option) => isChoosable(order.status, option)}
            busy={busy}
            note={transitions.length === 0 ? t('details.status.final') : undefined}
            onChange={(target) => void moveTo(target)}
          />
          {transitions.includes('Cancelled') && (
            <div className="admin-actions">
              <button type="button" className="button admin-button admin-button--danger" disabled={busy} onClick={() => void moveTo('Cancelled')}>
                {t('details.status.cancel')}
              </button>
            </div>
          )}
          <Choices
            legend={t('details.status.payment')}
            value={order.isPaid}
            options={PAYMENT_OPTIONS}
            labelOf={labels.paid}
            busy={busy}
            onChange={(isPaid) => void markPaid(isPaid)}
          />
          <HeldChangeNotice
            orderId={order._id}
            number={order.number}
            held={order.undo}
            onUndone={() => void queryClient.invalidateQueries({ queryKey: adminKeys.orders() })}
          />
        </Card>
        {asking && (
          <MailConfirmDialog
            orderId={order._id}
            change={asking === 'Sent' ? { status: 'Sent', trackingNumber: tracking } : { isPaid: true }}
            title={staffWords(asking === 'Sent' ? 'mail.titleSent' : 'mail.titlePaid', { number: order.number })}
            confirmLabel={staffWords(asking === 'Sent' ? 'mail.confirmSent' : 'mail.confirmPaid')}
            busy={busy}
            onConfirm={() => void (asking === 'Sent' ? moveTo('Sent', true) : markPaid(true, true))}
            onClose={() => setAsking(null)}
          >
            {asking === 'Sent' && order.deliveryMethod !== 'pickup' && order.deliveryMethod !== 'email' && (
              <div className="field">
                <label htmlFor={trackingId}>{staffWords('parcels.tracking')}</label>
                <input
                  id={trackingId}
                  className="input"
                  value={tracking}
                  maxLength={40}
                  autoComplete="off"
                  onChange={(event) => setTracking(event.target.value)}
                />
              </div>
            )}
          </MailConfirmDialog>
        )}

        <Card title={t('details.customer.title')} id="admin-order-customer">
          <dl className="admin-facts">
            <Fact label={t('details.customer.name')}>{customer || '—'}</Fact>
            <Fact label={t('details.customer.email')}>{info.email ? <a href={`mailto:${info.email}`}>{info.email}</a> : '—'}</Fact>
            <Fact label={t('details.customer.phone')}>
              {info.phone ? <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a> : '—'}
            </Fact>
            <Fact label={t('details.customer.address')}>
              {[info.address, info.city, info.postcode, info.country].filter(Boolean).join(', ') || '—'}
            </Fact>
          </dl>
        </Card>

        <Card title={t('details.delivery.title')} id="admin-order-delivery">
          <dl className="admin-facts">
            <Fact label={t('details.delivery.method')}>{labels.deliveryMethod(order.deliveryMethod)}</Fact>
            {delivery.map((field) => (
              <Fact key={field} label={labels.deliveryField(field)}>
                {details[field]}
              </Fact>
            ))}
            {order.trackingNumber && (
              <Fact label={t('details.delivery.tracking')}>
                {order.trackingUrl ? (
                  <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {order.trackingNumber}
                  </a>
                ) : (
                  order.trackingNumber
                )}
              </Fact>
            )}
          </dl>
        </Card>
      </div>

      <Card title={t('details.lines.title')} id="admin-order-lines">
        <Lines order={order} />
        <dl className="admin-totals">
          <div>
            <dt>{t('details.totals.subtotal')}</dt>
            <dd className="price">{money(order.subtotal)}</dd>
          </div>
          <div>
            <dt>{t('details.totals.delivery')}</dt>
            <dd className="price">{money(order.deliveryPrice)}</dd>
          </div>
          {order.promotionCode && (
            <div>
              <dt>{t('details.totals.promotion', { code: order.promotionCode })}</dt>
              <dd className="price">−{money(order.promotionDiscount ?? '0.00')}</dd>
            </div>
          )}
          <div>
            <dt>{t('details.totals.giftCard')}</dt>
            <dd className="price">{Number(order.giftCardAmount) > 0 ? `−${money(order.giftCardAmount)}` : money(order.giftCardAmount)}</dd>
          </div>
          <div className="admin-totals__grand">
            <dt>{t('details.totals.total')}</dt>
            <dd className="price">{money(order.totalPrice)}</dd>
          </div>
        </dl>
      </Card>

      {boughtGiftCards && (
        <Card title={t('details.giftCards.title')} id="admin-order-gift-cards">
          <OrderGiftCards order={order} />
        </Card>
      )}

      {(order.isPaid || (order.refunds?.length ?? 0) > 0) && (
        <Card title={returnWords('refunds.title')} id="admin-order-refunds">
          <OrderRefunds orderId={order._id} />
        </Card>
      )}

      <div className="admin-grid">
        <Card title={t('details.comment.title')} id="admin-order-comment">
          {order.comment ? <p className="admin-comment">{order.comment}</p> : <p className="admin-muted">{t('details.comment.none')}</p>}
        </Card>
        <Card title={t('details.history.title')} id="admin-order-history">
          <History events={order.history} currency={order.currency} />
        </Card>
      </div>
    </>
  );
}

/** /admin-dash/order-details/{id}: one order in full, with the status and payment changes staff may make. */
export default function OrderDetailsPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const order = useOrder(id);
  useDocumentTitle(order.data ? t('details.title', { number: order.data.number }) : t('orders.title'));
  const missing = order.error instanceof ApiError && order.error.status === 404;

  return (
    <section className="admin-page">
      {missing ? (
        <>
          <h1 className="admin-page__title" id="admin-order-title">
            {t('details.missing')}
          </h1>
          <p>
            <Link to={paths.admin.viewOrder.href()}>{t('details.back')}</Link>
          </p>
        </>
      ) : (
        <Loaded query={order} data={order.data}>
          {(data) => <OrderView order={data} />}
        </Loaded>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { useLanguage } from '@/components/useLanguage';
import { lineName } from '@/components/order-types';
import { paths } from '@/config/paths';
import { useCountedTranslation } from '@/lib/plural';
import { useCreditNoteDownload, useOrders } from '../../api';
import { formatDate, formatLineQuantity, formatMoney, isFabricLine } from '../../components/format';
import { OrderFacts } from '../../components/OrderSummary';
import { QueryView } from '../../components/QueryView';
import { ruleOf } from '../../return-rules';
import type { Order, OrderLine } from '../../types';

function LineRow({ line, currency }: { line: OrderLine; currency: string }) {
  const { t } = useTranslation('account');
  const { t: tShop } = useTranslation('shop');
  const language = useLanguage();
  const fabric = isFabricLine(line.minimum);
  return (
    <tr>
      <th scope="row" data-label={t('orders.lines.product')}>
        <span className="order-line__name">{lineName(line, language)}</span>
        <span className="order-line__sku">{t('orders.lines.sku', { sku: line.sku })}</span>
      </th>
      <td data-label={t('orders.lines.quantity')}>
        {formatLineQuantity(line.quantity, line.minimum, language)}
        {fabric && ` ${tShop('units.m')}`}
      </td>
      <td data-label={t('orders.lines.price')}>
        <span className="price">{formatMoney(line.price, currency, language)}</span>
        {fabric && <span className="order-line__unit"> {tShop('price.per10cm')}</span>}
      </td>
      <td data-label={t('orders.lines.total')}>
        <span className="price">{formatMoney(line.lineTotal, currency, language)}</span>
      </td>
      <td data-label={t('orders.lines.return')}>
        {line.returnable ? (
          <Link className="link-button" to={paths.account.returnLine.href(line._id)}>
            {t('orders.lines.requestReturn')}
            <span className="visually-hidden">: {lineName(line, language)}</span>
          </Link>
        ) : Number(line.returnedQuantity) > 0 ? (
          t('orders.lines.returned', { quantity: formatLineQuantity(line.returnedQuantity, line.minimum, language) })
        ) : ruleOf(line.returnRule) === 'none' ? (
          t('orders.lines.notReturnableRule')
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('orders.lines.notReturnable')}</span>
          </>
        )}
      </td>
    </tr>
  );
}

/** The money given back on the order, each refund with what it covered and its credit note. */
function OrderRefunds({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const download = useCreditNoteDownload();
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  const names = new Map(order.basketItems.map((line) => [line._id, line]));
  const save = async (refundId: string, number: string) => {
    try {
      const file = await download.mutateAsync({ orderId: order._id, refundId });
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename ?? `credit-note-${number}.pdf`;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('downloads.failed'));
    }
  };
  return (
    <section className="order-refunds" aria-label={t('orders.refunds.title')}>
      <h3 className="order-refunds__title">{t('orders.refunds.title')}</h3>
      <ul className="plain-list">
        {refunds.map((refund) => {
          const covered = [
            ...refund.lines.map((part) => {
              const line = names.get(part.lineId);
              return line ? `${lineName(line, language)} × ${formatLineQuantity(part.quantity, line.minimum, language)}` : '';
            }),
            ...(Number(refund.delivery) > 0 ? [t('orders.refunds.delivery')] : []),
          ].filter(Boolean);
          return (
            <li key={refund._id} data-testid="order-refund">
              <span className="price">
                {t('orders.refunds.item', {
                  amount: formatMoney(refund.amount, order.currency, language),
                  date: formatDate(refund.createdAt, language),
                })}
              </span>{' '}
              ({refund.method === 'liqpay' ? t('orders.refunds.liqpay') : t('orders.refunds.manual')})
              {covered.length > 0 && <span className="account-table__note">{covered.join(', ')}</span>}{' '}
              <button type="button" className="link-button" onClick={() => void save(refund._id, refund.number)}>
                {t('orders.refunds.creditNote', { number: refund.number })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const language = useLanguage();
  const { t, tc } = useCountedTranslation('account');
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const money = (amount: string) => formatMoney(amount, order.currency, language);
  return (
    <li className="account-card order-card" data-testid="order-card" data-order-number={order.number}>
      <h2 className="visually-hidden">{t('orders.heading', { number: order.number })}</h2>
      <OrderFacts order={order} />
      <OrderRefunds order={order} />
      <button
        type="button"
        className="link-button order-card__toggle"
        aria-expanded={open}
        aria-controls={linesId}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? t('orders.hideItems') : tc('orders.showItems', order.basketItems.length)}
      </button>
      <div id={linesId} className="order-card__lines" hidden={!open}>
        {open && (
          <>
            <table className="account-table order-lines">
              <caption className="visually-hidden">{t('orders.lines.caption', { number: order.number })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.lines.product')}</th>
                  <th scope="col">{t('orders.lines.quantity')}</th>
                  <th scope="col">{t('orders.lines.price')}</th>
                  <th scope="col">{t('orders.lines.total')}</th>
                  <th scope="col">{t('orders.lines.return')}</th>
                </tr>
              </thead>
              <tbody>
                {order.basketItems.map((line) => (
                  <LineRow key={line._id} line={line} currency={order.currency} />
                ))}
              </tbody>
            </table>
            <dl className="order-totals">
              <div>
                <dt>{t('orders.subtotal')}</dt>
                <dd className="price">{money(order.subtotal)}</dd>
              </div>
              <div>
                <dt>{t('orders.delivery')}</dt>
                <dd className="price">{money(order.deliveryPrice)}</dd>
              </div>
              {Number(order.giftCardAmount) > 0 && (
                <div>
                  <dt>{t('orders.giftCard')}</dt>
                  <dd className="price">−{money(order.giftCardAmount)}</dd>
                </div>
              )}
              <div className="order-totals__grand">
                <dt>{t('orders.total')}</dt>
                <dd className="price">{money(order.totalPrice)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </li>
  );
}

/** /account/order-history: the shopper's orders, newest first, each with its lines on request. */
export default function OrderHistory() {
  const { t } = useTranslation('account');
  const query = useOrders();
  return (
    <QueryView query={query}>
      {(orders) =>
        orders.length === 0 ? (
          <EmptyState
            icon="bag"
            title={t('orders.emptyTitle')}
            text={t('orders.emptyText')}
            actions={
              <Link className="button button--secondary" to={paths.newProducts.href()}>
                {t('overview.startShopping')}
              </Link>
            }
          />
        ) : (
          <ul className="plain-list order-list">
            {orders.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

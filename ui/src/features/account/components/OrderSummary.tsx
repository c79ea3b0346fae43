import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import type { Order } from '../types';
import { formatDate, formatMoney } from './format';
import { useLabels } from './labels';
import { StatusBadge } from './StatusBadge';

/** An order's number, date, delivery and payment status and total, in the order's own currency. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const labels = useLabels();
  return (
    <dl className="order-facts">
      <div className="order-facts__item">
        <dt>{t('orders.number')}</dt>
        <dd>{order.number}</dd>
      </div>
      <div className="order-facts__item">
        <dt>{t('orders.date')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
        </dd>
      </div>
      <div className="order-facts__item">
        <dt>{t('orders.status')}</dt>
        <dd>
          <StatusBadge tone={labels.orderTone(order.status)}>{labels.orderStatus(order.status)}</StatusBadge>
        </dd>
      </div>
      <div className="order-facts__item">
        <dt>{t('orders.payment')}</dt>
        <dd>
          <StatusBadge tone={labels.paymentTone(order.paymentStatus)}>{labels.paymentStatus(order.paymentStatus)}</StatusBadge>
        </dd>
      </div>
      {order.trackingNumber && (
        <div className="order-facts__item">
          <dt>{t('orders.tracking')}</dt>
          <dd>
            {order.trackingUrl ? (
              <a
                href={order.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('orders.trackingLink', { number: order.trackingNumber })}
              >
                {order.trackingNumber}
              </a>
            ) : (
              order.trackingNumber
            )}
          </dd>
        </div>
      )}
      <div className="order-facts__item">
        <dt>{t('orders.total')}</dt>
        <dd className="price" data-testid="order-total">
          {formatMoney(order.totalPrice, order.currency, language)}
        </dd>
      </div>
    </dl>
  );
}

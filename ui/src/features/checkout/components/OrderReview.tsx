import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorNotice } from '@/components/ErrorNotice';
import { Spinner } from '@/components/Spinner';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { formatAmount, formatDeduction, formatLineQuantity, isFabric, isZero } from '../format';
import { discountLine } from '../promotion';
import type { CheckoutItem, Quote, QuoteLine } from '../types';

export interface OrderReviewProps {
  id: string;
  items: readonly CheckoutItem[];
  quote: Quote | undefined;
  /** New figures are being asked for (the ones shown may be the previous ones). */
  updating: boolean;
  failed: boolean;
  onRetry: () => void;
  /** A delivery method has been chosen (otherwise its price is not known yet). */
  deliveryChosen: boolean;
  /** The place-order button and its messages. */
  children: ReactNode;
}

/** The cart line a quote line answers: the same position, or else the same sku. */
function itemFor(items: readonly CheckoutItem[], line: QuoteLine, index: number): CheckoutItem | undefined {
  const same = items[index];
  return same && same.sku === line.sku ? same : items.find((item) => item.sku === line.sku);
}

function ReviewLine({ line, item, currency }: { line: QuoteLine; item: CheckoutItem | undefined; currency: string }) {
  const { t } = useTranslation('checkout');
  const { t: tShop } = useTranslation('shop');
  const language = useLanguage();
  const name = item?.names?.[language] || item?.names?.en || line.productName || item?.productName || line.sku;
  const minimum = line.minimum ?? item?.minimum ?? 1;
  const fabric = isFabric(minimum);
  const amount = (value: string) => `${formatLineQuantity(value, minimum, language)}${fabric ? ` ${tShop('units.m')}` : ''}`;
  const quantity = amount(line.quantity);
  const blocking = line.problem === 'unavailable' || line.problem === 'short';

  return (
    <li className={blocking ? 'checkout-line checkout-line--problem' : 'checkout-line'}>
      <p className="checkout-line__name">{name}</p>
      {line.giftCard && (
        <p className="checkout-line__meta">
          {line.giftCard.recipientName} ({line.giftCard.recipientEmail})
        </p>
      )}
      <p className="checkout-line__meta">
        <span className="visually-hidden">{t('review.quantity')}: </span>
        {quantity} × {formatAmount(line.price, currency, language)}
        {fabric ? ` ${t('review.per10cm')}` : ''}
      </p>
      <p className="checkout-line__total">
        <span className="visually-hidden">{t('review.lineTotal')}: </span>
        {formatAmount(line.lineTotal, currency, language)}
      </p>
      {line.problem === 'unavailable' && <p className="checkout-line__problem">{t('review.problems.unavailable')}</p>}
      {line.problem === 'short' && <p className="checkout-line__problem">{t('review.problems.short', { available: amount(line.available ?? '0') })}</p>}
      {line.problem === 'price-changed' && <p className="checkout-line__note">{t('review.problems.priceChanged')}</p>}
    </li>
  );
}

/** The lines and totals exactly as the server's quote gives them, in the order's currency. */
export function OrderReview({ id, items, quote, updating, failed, onRetry, deliveryChosen, children }: OrderReviewProps) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  const titleId = `${id}-title`;

  let body: ReactNode;
  if (!quote && failed) {
    body = <ErrorNotice message={t('review.error')} onRetry={onRetry} retrying={updating} />;
  } else if (!quote) {
    body = (
      <div className="checkout-review__loading">
        <Spinner label={t('review.loading')} />
      </div>
    );
  } else {
    const currency = quote.currency;
    const blocked = quote.problems.some((line) => line.problem === 'unavailable' || line.problem === 'short');
    const discount = discountLine(quote);
    body = (
      <>
        <ul className="checkout-review__lines" aria-label={t('review.linesLabel')}>
          {quote.lines.map((line, index) => (
            <ReviewLine key={`${line.sku}-${index}`} line={line} item={itemFor(items, line, index)} currency={currency} />
          ))}
        </ul>
        {failed && <ErrorNotice message={t('review.error')} onRetry={onRetry} retrying={updating} />}
        {blocked && (
          <p className="notice notice--error" role="alert">
            {t('review.blocked')} <Link to={paths.cart.href()}>{t('review.editCart')}</Link>
          </p>
        )}
        <dl className="checkout-review__totals" data-testid="checkout-totals">
          <div>
            <dt>{t('review.subtotal')}</dt>
            <dd>{formatAmount(quote.subtotal, currency, language)}</dd>
          </div>
          {discount && (
            <div data-testid="checkout-promotion">
              <dt>{t('review.promotion', { code: discount.code })}</dt>
              <dd>{formatDeduction(discount.discount, currency, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t('review.delivery')}</dt>
            <dd>{!deliveryChosen ? '—' : isZero(quote.deliveryPrice) ? t('review.deliveryFree') : formatAmount(quote.deliveryPrice, currency, language)}</dd>
          </div>
          {quote.giftCard && !isZero(quote.giftCardAmount) && (
            <div>
              <dt>
                {t('review.giftCard')} •••• {quote.giftCard.last4}
              </dt>
              <dd>{formatDeduction(quote.giftCardAmount, currency, language)}</dd>
            </div>
          )}
          <div className="checkout-review__total">
            <dt>{t('review.total')}</dt>
            <dd data-testid="checkout-total">{formatAmount(quote.total, currency, language)}</dd>
          </div>
        </dl>
        <p className="checkout-note">{t('review.currencyNote', { currency })}</p>
      </>
    );
  }

  return (
    <aside className="checkout-review" aria-labelledby={titleId} aria-busy={updating || undefined}>
      <div className="checkout-review__head">
        <h2 className="checkout-review__title" id={titleId}>
          {t('review.title')}
        </h2>
        <Link className="link-button" to={paths.cart.href()}>
          {t('review.editCart')}
        </Link>
      </div>
      {body}
      {children}
    </aside>
  );
}

import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { Price } from '@/components/Price';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { paths } from '@/config/paths';
import { useCurrency } from '@/features/currency';
import { isFractional, stepFor } from '@/components/quantity';
import type { CartItem } from '../cart';
import { cartActions, useCart } from '../store';

function CartLine({ line }: { line: CartItem }) {
  const { t } = useTranslation('cart');
  const { lineTotal } = useCurrency();
  const { t: tShop } = useTranslation('shop');
  const language = useLanguage();
  const name = line.names?.[language] || line.names?.en || line.productName;
  const fractional = isFractional(line.minimum);
  const href = line.giftCard ? paths.giftCards.href() : paths.product.href(line.sku);

  return (
    <li className="cart-line">
      <Link className="cart-line__media" to={href} tabIndex={-1} aria-hidden="true">
        {line.image ? <img src={line.image} alt="" width="120" height="120" loading="lazy" decoding="async" /> : null}
      </Link>
      <div className="cart-line__info">
        <h2 className="cart-line__name">
          <Link to={href}>{name}</Link>
        </h2>
        <p className="cart-line__sku">{t('line.sku', { sku: line.sku })}</p>
        {line.giftCard && (
          <dl className="cart-line__gift">
            <div>
              <dt>{t('line.recipient')}</dt>
              <dd>
                {line.giftCard.recipientName} ({line.giftCard.recipientEmail})
              </dd>
            </div>
            {line.giftCard.message && (
              <div>
                <dt>{t('line.message')}</dt>
                <dd>{line.giftCard.message}</dd>
              </div>
            )}
          </dl>
        )}
        <p className="cart-line__unit-price">
          <Price gbp={line.price} own={line.prices} /> {fractional ? tShop('price.per10cm') : null}
        </p>
      </div>
      <div className="cart-line__quantity">
        <QuantityStepper
          size="small"
          value={line.quantity}
          onChange={(quantity) => cartActions.setQuantity(line, quantity)}
          step={stepFor(line.minimum)}
          max={line.maxQuantity}
          itemName={name}
          unitLabel={fractional ? tShop('units.m') : undefined}
        />
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t('line.total')} </span>
        <Price shown={lineTotal(line.price, line.quantity, line.minimum, line.prices)} />
      </p>
      <button
        type="button"
        className="icon-button cart-line__remove"
        onClick={() => {
          cartActions.remove(line);
          toast.success(t('toast.removed', { name }));
        }}
        aria-label={t('line.remove', { name })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" fill="currentColor" />
        </svg>
      </button>
    </li>
  );
}

/** /cart: the lines, quantities within stock, the total in the visitor's currency. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { items, count, total } = useCart();
  const { shown: currency } = useCurrency();
  const title = t('title');
  useDocumentTitle(title);

  if (items.length === 0) {
    return (
      <div className="container page">
        <PageHeader title={title} crumbs={[{ label: title }]} />
        <EmptyState
          icon="bag"
          title={t('empty.title')}
          text={t('empty.text')}
          actions={
            <>
              <Link className="button button--secondary" to={paths.newProducts.href()}>
                {t('empty.shopNew')}
              </Link>
              <Link className="button button--outline" to={paths.fabrics.href()}>
                {t('empty.shopFabrics')}
              </Link>
            </>
          }
        />
      </div>
    );
  }

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="cart">
        <section className="cart__lines" aria-label={t('linesLabel')}>
          <ul className="cart__list">
            {items.map((line) => (
              <CartLine key={`${line.productName}|${line.sku}`} line={line} />
            ))}
          </ul>
          <div className="cart__list-actions">
            <Link className="link-button" to={paths.home.href()}>
              {t('continue')}
            </Link>
            <button
              type="button"
              className="link-button link-button--danger"
              onClick={() => {
                cartActions.clear();
                toast.success(t('toast.cleared'));
              }}
            >
              {t('clear')}
            </button>
          </div>
        </section>
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart__summary-title">
            {t('summary.title')}
          </h2>
          <dl className="cart__totals">
            <div>
              <dt>{t('summary.lines')}</dt>
              <dd>{count}</dd>
            </div>
            <div className="cart__grand-total">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="cart-total">
                <Price shown={total} />
              </dd>
            </div>
          </dl>
          <Link className="button button--accent button--wide" to={paths.cart.checkout.href()}>
            {t('summary.checkout')}
          </Link>
          <p className="cart__note">{currency === 'GBP' ? t('summary.noteGbp') : t('summary.noteConverted', { currency })}</p>
          <p className="cart__note">{t('summary.fabricNote')}</p>
        </aside>
      </div>
    </div>
  );
}

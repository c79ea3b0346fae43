import { useTranslation } from 'react-i18next';
import { isCurrencyCode, useCurrency } from '@/features/currency';
import type { PaymentChoice } from '../rules';
import type { PaymentMethodCode } from '../types';

export interface PaymentSectionProps {
  ids: string;
  choices: readonly PaymentChoice[];
  /** A gift card or a code covers the whole total: the section says so instead of offering methods. */
  nothingToPay?: boolean;
  chosen: PaymentMethodCode | null;
  error?: string;
  onChoose: (code: PaymentMethodCode) => void;
}

/** The payment methods the server offers; one that does not suit this order is shown disabled, with the reason. */
export function PaymentSection({ ids, choices, nothingToPay = false, chosen, error, onChoose }: PaymentSectionProps) {
  const { t } = useTranslation('checkout');
  const { shown, setCurrency } = useCurrency();
  const errorId = `${ids}-paymentMethod-error`;

  return (
    <section className="checkout-section" aria-labelledby={`${ids}-payment-title`}>
      <h2 className="checkout-section__title" id={`${ids}-payment-title`}>
        {t('payment.title')}
      </h2>
      {nothingToPay ? (
        <p className="checkout-note" data-testid="nothing-to-pay">
          {t('payment.nothingToPay')}
        </p>
      ) : (
      <fieldset className="checkout-fieldset">
        <legend className="field__label">{t('payment.legend')}</legend>
        <div className="checkout-options">
          {choices.map(({ method, blocked }) => {
            const noteId = `${ids}-payment-${method.code}-note`;
            const currencies = (method.currencies ?? []).filter(isCurrencyCode).filter((code) => code !== shown);
            return (
              <div key={method.code} className={blocked ? 'checkout-option checkout-option--disabled' : 'checkout-option'}>
                <input
                  id={`${ids}-payment-${method.code}`}
                  type="radio"
                  name="paymentMethod"
                  value={method.code}
                  checked={chosen === method.code}
                  disabled={blocked !== null}
                  onChange={() => onChoose(method.code)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[noteId, error ? errorId : ''].filter(Boolean).join(' ')}
                />
                <span className="checkout-option__text">
                  <label className="checkout-option__name" htmlFor={`${ids}-payment-${method.code}`}>
                    {t(`payment.methods.${method.code}`)}
                  </label>
                  <span className="checkout-option__hint" id={noteId}>
                    {blocked
                      ? t(`payment.blocked.${blocked}`, { currencies: (method.currencies ?? []).join(', ') })
                      : t(`payment.hints.${method.code}`)}
                  </span>
                  {blocked === 'currency' && currencies.length > 0 && (
                    <span className="checkout-option__actions">
                      {currencies.map((code) => (
                        <button key={code} type="button" className="button button--outline button--small" onClick={() => setCurrency(code)}>
                          {t('payment.switchCurrency', { currency: code })}
                        </button>
                      ))}
                    </span>
                  )}
                </span>
              </div>
            );
          })}
        </div>
        {error && (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
      </fieldset>
      )}
    </section>
  );
}

import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { formatAmount } from '../format';
import type { QuoteGiftCard } from '../types';

/** The server keeps codes of at most 32 characters (ABCD-EFGH-JKLM-NPQR has 19). */
const GIFT_CARD_CODE_MAX = 32;

export interface GiftCardFieldProps {
  id: string;
  value: string;
  /** The code sent with the quote ('' when none). */
  applied: string;
  /** The quote's answer for the applied code: its card, or the server's reason for refusing it. */
  card: QuoteGiftCard | null;
  currency: string;
  error?: string;
  checking: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

/** A gift-card code and its Apply button; the quote says how much of the card goes towards the order. */
export function GiftCardField({ id, value, applied, card, currency, error, checking, onChange, onApply, onRemove }: GiftCardFieldProps) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  // Enter applies the code instead of placing the order.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (value.trim()) onApply();
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('giftCard.label')}
        <span className="field__optional"> ({t('optional')})</span>
      </label>
      <div className="checkout-code">
        <input
          id={id}
          name="giftCardCode"
          className="field__input checkout-code__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={GIFT_CARD_CODE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={applyOnEnter}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : '', card ? statusId : ''].filter(Boolean).join(' ')}
        />
        {applied && card ? (
          <button type="button" className="button button--outline" onClick={onRemove}>
            {t('giftCard.remove')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={onApply} disabled={!value.trim() || checking}>
            {t('giftCard.apply')}
          </button>
        )}
      </div>
      <p className="field__hint" id={hintId}>
        {t('giftCard.hint')}
      </p>
      <div aria-live="polite">
        {checking && applied && <p className="field__hint">{t('giftCard.checking')}</p>}
        {!checking && applied && card && (
          <p className="notice notice--success" id={statusId}>
            {t('giftCard.applied', {
              last4: card.last4,
              amount: formatAmount(card.applied, currency, language),
              balance: formatAmount(card.balance, currency, language),
            })}
          </p>
        )}
      </div>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

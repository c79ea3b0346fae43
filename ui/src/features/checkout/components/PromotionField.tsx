import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { formatAmount } from '../format';
import type { QuotePromotion } from '../types';

/** The server keeps codes of at most 32 characters. */
const PROMOTION_CODE_MAX = 32;

export interface PromotionFieldProps {
  id: string;
  value: string;
  /** The code sent with the quote ('' when none). */
  applied: string;
  /** The quote's answer for the applied code: what it takes off and its rule, or null when refused. */
  promotion: QuotePromotion | null;
  currency: string;
  error?: string;
  checking: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

/** A promotion code and its Apply button; the quote says what it takes off and, in words, the rule it follows. */
export function PromotionField({ id, value, applied, promotion, currency, error, checking, onChange, onApply, onRemove }: PromotionFieldProps) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (value.trim()) onApply();
  };

  const shown = !checking && applied && promotion;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('promotion.label')}
        <span className="field__optional"> ({t('optional')})</span>
      </label>
      <div className="checkout-code">
        <input
          id={id}
          name="promotionCode"
          className="field__input checkout-code__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMOTION_CODE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={applyOnEnter}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : '', shown ? statusId : ''].filter(Boolean).join(' ')}
        />
        {applied && promotion ? (
          <button type="button" className="button button--outline" onClick={onRemove}>
            {t('promotion.remove')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={onApply} disabled={!value.trim() || checking}>
            {t('promotion.apply')}
          </button>
        )}
      </div>
      <p className="field__hint" id={hintId}>
        {t('promotion.hint')}
      </p>
      <div aria-live="polite">
        {checking && applied && <p className="field__hint">{t('promotion.checking')}</p>}
        {shown && (
          <div id={statusId}>
            <p className="notice notice--success">
              {promotion.freeDelivery
                ? t('promotion.appliedFreeDelivery', { code: promotion.code })
                : t('promotion.applied', { code: promotion.code, amount: formatAmount(promotion.discount, currency, language) })}
            </p>
            <p className="field__hint">{t('promotion.rulesTitle')}:</p>
            <ul className="field__hint" data-testid="promotion-rules">
              {promotion.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
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

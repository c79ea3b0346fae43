import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/useLanguage';
import { formatMoney } from '@/features/currency';
import { ApiError } from '@/lib/api-client';
import { htmlLang } from '@/lib/language';
import { useGiftCardBalance, type GiftCardBalance } from '../api';

/** The server keeps codes of at most 32 characters (ABCD-EFGH-JKLM-NPQR has 19). */
const CODE_MAX = 32;

/** "£12.50": in the card's own currency (GBP), never converted to the visitor's. */
function formatBalance({ balance, currency }: GiftCardBalance, language: string): string {
  return formatMoney(balance, currency, language);
}

/**
 * "25 November 2029" in the interface language: the day the card's e-mail names (the server writes it in UTC,
 * and its English the British way).
 */
function formatExpiry(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'en' ? 'en-GB' : htmlLang(language);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A gift card's code in, what is left on it out: its last four characters, balance and expiry date. */
export function BalanceCheck() {
  const { t } = useTranslation('giftcards');
  const language = useLanguage();
  const check = useGiftCardBalance();
  const id = useId();
  const [code, setCode] = useState('');
  const titleId = `${id}-title`;
  const codeId = `${id}-code`;
  const hintId = `${id}-hint`;
  const outcomeId = `${id}-outcome`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    // The button stays enabled while a check runs (a disabled button would drop the keyboard focus).
    if (trimmed && !check.isPending) check.mutate(trimmed);
  };

  const card = check.data;
  const error = check.error;
  // The server's own words (already in the request's language); a network failure has none.
  const failure = !error ? null : error instanceof ApiError && !error.isNetworkError ? error.message : t('balance.offline');

  let outcome: string | null = null;
  // A voided card pays nothing, whatever its date says: that is the answer, said as a failure.
  const voided = card?.voided === true ? t('balance.voided', { last4: card.last4 }) : null;
  if (card && !voided) {
    const facts = { last4: card.last4, amount: formatBalance(card, language) };
    if (card.expiresAt === null) outcome = t('balance.left', facts);
    else {
      const date = formatExpiry(card.expiresAt, language);
      outcome = Date.parse(card.expiresAt) <= check.submittedAt
        ? t('balance.expired', { ...facts, date })
        : t('balance.validUntil', { ...facts, date });
    }
  }
  const refused = failure ?? voided;

  return (
    <section className="giftcard-balance" aria-labelledby={titleId}>
      <h2 className="giftcard-balance__title" id={titleId}>
        {t('balance.title')}
      </h2>
      <p className="giftcard-balance__intro">{t('balance.intro')}</p>
      <form className="giftcard-balance__form" onSubmit={submit} noValidate aria-busy={check.isPending || undefined}>
        <label className="field__label" htmlFor={codeId}>
          {t('balance.code')}
        </label>
        <div className="giftcard-balance__row">
          <input
            id={codeId}
            name="code"
            className="field__input giftcard-balance__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_MAX}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              // What is on screen always answers the code in the field.
              if (!check.isIdle) check.reset();
            }}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${hintId} ${outcomeId}`}
          />
          <button type="submit" className="button button--secondary giftcard-balance__submit" disabled={!code.trim()}>
            {check.isPending ? t('balance.checking') : t('balance.submit')}
          </button>
        </div>
        <p className="field__hint" id={hintId}>
          {t('balance.hint')}
        </p>
        <div id={outcomeId}>
          <div aria-live="polite">{outcome && <p className="notice notice--success giftcard-balance__outcome">{outcome}</p>}</div>
          {refused && (
            <p className="notice notice--error giftcard-balance__outcome" role="alert">
              {refused}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, CURRENCY_SIGNS } from '../money';
import { useCurrency } from '../useCurrency';

/** The four currencies as a row of buttons (mobile menu). */
export function CurrencyOptions() {
  const { t } = useTranslation('shell');
  const { currency, setCurrency } = useCurrency();
  return (
    <div className="choice-row" role="group" aria-label={t('currency.label')}>
      {CURRENCY_CODES.map((code) => (
        <button
          key={code}
          type="button"
          className="choice-row__item"
          aria-pressed={code === currency}
          aria-label={`${code}, ${t(`currency.names.${code}`)}`}
          onClick={() => setCurrency(code)}
        >
          <span aria-hidden="true">
            {CURRENCY_SIGNS[code]} {code}
          </span>
        </button>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/Dropdown';
import { CURRENCY_CODES, CURRENCY_SIGNS } from '../money';
import { useCurrency } from '../useCurrency';

/** Header currency menu; choosing a currency closes it. */
export function CurrencyDropdown({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { currency, setCurrency } = useCurrency();
  return (
    <Dropdown
      className={className}
      buttonClassName="header-control"
      // The name includes the code shown on the button (WCAG 2.5.3, label in name).
      label={t('currency.current', { currency: `${currency} (${t(`currency.names.${currency}`)})` })}
      button={
        <>
          <span className="currency-sign" aria-hidden="true">
            {CURRENCY_SIGNS[currency]}
          </span>
          <span className="header-control__text header-control__code">{currency}</span>
        </>
      }
    >
      {CURRENCY_CODES.map((code) => (
        <button
          key={code}
          type="button"
          role="menuitemradio"
          aria-checked={code === currency}
          className="dropdown__item"
          onClick={() => setCurrency(code)}
        >
          <span className="currency-sign" aria-hidden="true">
            {CURRENCY_SIGNS[code]}
          </span>
          <span>
            {code} <span className="dropdown__hint">{t(`currency.names.${code}`)}</span>
          </span>
        </button>
      ))}
    </Dropdown>
  );
}

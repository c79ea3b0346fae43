import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/Dropdown';
import { shop, telHref } from '@/config/shop';
import { PhoneIcon } from './icons';
import { OpeningHours } from './OpeningHours';

/** The shop's number (a tel: link), opening hours and the order-a-call action. */
export function PhoneDropdown({ onOrderCall, className }: { onOrderCall: () => void; className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Dropdown
      kind="panel"
      align="start"
      className={className}
      buttonClassName="header-control"
      label={t('phone.label', { phone: shop.phone.display })}
      button={
        <>
          <PhoneIcon size={20} />
          <span className="header-control__text header-phone__number">{shop.phone.display}</span>
        </>
      }
    >
      <div className="phone-panel">
        <p className="phone-panel__caption">{t('phone.caption')}</p>
        <a className="phone-panel__number" href={telHref()}>
          {shop.phone.display}
        </a>
        <OpeningHours className="phone-panel__hours" />
        <button
          type="button"
          className="button button--accent phone-panel__action"
          data-dropdown-close
          onClick={onOrderCall}
        >
          {t('phone.orderCall')}
        </button>
      </div>
    </Dropdown>
  );
}

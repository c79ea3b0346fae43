import { useTranslation } from 'react-i18next';
import { CountryField, SelectField, TextField } from '@/components/Field';
import { useLanguage } from '@/components/useLanguage';
import { toMinor, useCurrency } from '@/features/currency';
import { htmlLang } from '@/lib/language';
import { addressLabel } from '../address';
import { formatAmount, isZero } from '../format';
import type { DeliveryField, DeliveryMethod, DeliveryMethodCode, DeliveryOffer, PickupPoint, SavedAddress } from '../types';
import { ADDRESS_MAX, CITY_MAX, POSTCODE_MAX, type CheckoutField } from '../validation';

export interface DeliverySectionProps {
  ids: string;
  methods: readonly DeliveryMethod[];
  chosen: DeliveryMethod | null;
  values: Record<DeliveryField, string>;
  pickup: PickupPoint;
  /** A signed-in shopper's address book (empty for guests). */
  addresses: readonly SavedAddress[];
  /** Where the parcel goes (ISO code): its zone decides the methods. */
  country: string;
  /** The quote's prices of the zone's methods for this parcel, in `quoteCurrency` (absent until it answers). */
  offers?: readonly DeliveryOffer[];
  quoteCurrency?: string;
  /** The parcel's weight as the quote weighed it, packaging included. */
  parcelGrams?: number;
  errorOf: (field: CheckoutField) => string | undefined;
  onMethod: (code: DeliveryMethodCode) => void;
  onField: (field: DeliveryField, value: string) => void;
  onAddress: (address: SavedAddress) => void;
}

/** "6.2 kg": a parcel's weight as the interface language writes it, to a tenth of a kilogram. */
export const formatKilograms = (grams: number, language: string): string =>
  new Intl.NumberFormat(htmlLang(language), { style: 'unit', unit: 'kilogram', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.ceil(grams / 100) / 10,
  );

/** The destination, the methods its zone offers with their prices for this parcel, then the fields the chosen one needs. */
export function DeliverySection(props: DeliverySectionProps) {
  const { ids, methods, chosen, values, pickup, addresses, errorOf, onMethod, onField, onAddress } = props;
  const { country, offers, quoteCurrency, parcelGrams } = props;
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { format, formatShown, shown } = useCurrency();
  // What a method costs, as the server will charge it: the quote's price for this parcel (its weight band in the
  // address's zone, in the order's currency), shown as it is; before the quote answers, the options' figures for
  // the lightest parcels in the shown currency.
  const rateOf = (method: DeliveryMethod): { price: string | null; freeFrom: string | null } => {
    const offer = quoteCurrency ? offers?.find((entry) => entry.code === method.code) : undefined;
    if (offer && quoteCurrency) {
      return {
        price: isZero(offer.price) ? null : formatAmount(offer.price, quoteCurrency, language),
        freeFrom: offer.freeFrom && formatAmount(offer.freeFrom, quoteCurrency, language),
      };
    }
    const own = method.prices?.[shown];
    if (own) return { price: isZero(own.price) ? null : formatShown(toMinor(own.price)), freeFrom: own.freeFrom && formatShown(toMinor(own.freeFrom)) };
    return { price: isZero(method.price) ? null : format(method.price), freeFrom: method.freeFrom && format(method.freeFrom) };
  };
  // The country is asked once, first, for every method that posts a parcel: it decides what is offered.
  const posts = methods.some((method) => method.code !== 'email');
  const fields = (chosen?.fields ?? []).filter((field) => field !== 'country');
  const methodError = errorOf('deliveryMethod');
  const bind = (field: DeliveryField) => ({
    id: `${ids}-${field}`,
    name: field,
    value: values[field],
    error: errorOf(field),
    // The form's failure notice announces the errors; each field's own stays silent.
    announce: false,
    onChange: (event: { target: { value: string } }) => onField(field, event.target.value),
  });
  const locker = chosen?.code === 'nova-poshta-locker';
  const takesAddress = fields.includes('city');

  return (
    <section className="checkout-section" aria-labelledby={`${ids}-delivery-title`}>
      <h2 className="checkout-section__title" id={`${ids}-delivery-title`}>
        {t('delivery.title')}
      </h2>
      {(posts || values.country) && (
        <CountryField
          {...bind('country')}
          value={country}
          label={t('delivery.destination')}
          hint={parcelGrams ? t('delivery.parcelWeight', { weight: formatKilograms(parcelGrams, language) }) : undefined}
          emptyOption={t('delivery.chooseCountry')}
          autoComplete="country"
          required
        />
      )}
      {methods.length === 0 ? (
        <p className="notice notice--error" role="alert">
          {t('delivery.none')}
        </p>
      ) : (
        <fieldset className="checkout-fieldset">
          <legend className="field__label">{t('delivery.legend')}</legend>
          <div className="checkout-options">
            {methods.map((method) => {
              const rate = rateOf(method);
              return (
              <label key={method.code} className="checkout-option">
                <input
                  type="radio"
                  name="deliveryMethod"
                  value={method.code}
                  checked={chosen?.code === method.code}
                  onChange={() => onMethod(method.code)}
                  aria-invalid={methodError ? true : undefined}
                  aria-describedby={methodError ? `${ids}-deliveryMethod-error` : undefined}
                />
                <span className="checkout-option__text">
                  <span className="checkout-option__name">{t(`delivery.methods.${method.code}`)}</span>
                  {rate.freeFrom && (
                    <span className="checkout-option__hint">{t('delivery.freeFrom', { amount: rate.freeFrom })}</span>
                  )}
                </span>
                <span className="checkout-option__price">
                  {rate.price === null ? t('delivery.free') : <span className="price">{rate.price}</span>}
                </span>
              </label>
              );
            })}
          </div>
          {methodError && (
            <p className="field__error" id={`${ids}-deliveryMethod-error`}>
              {methodError}
            </p>
          )}
        </fieldset>
      )}

      {takesAddress && addresses.length > 0 && (
        <SelectField
          id={`${ids}-address-book`}
          label={t('addressBook.label')}
          value=""
          onChange={(event) => {
            const address = addresses.find((entry) => entry._id === event.target.value);
            if (address) onAddress(address);
          }}
        >
          <option value="">{t('addressBook.choose')}</option>
          {addresses.map((address) => (
            <option key={address._id} value={address._id}>
              {addressLabel(address)}
            </option>
          ))}
        </SelectField>
      )}

      {fields.length > 0 && (
        <div className="checkout-grid">
          {fields.includes('city') && (
            <TextField {...bind('city')} label={t('delivery.city')} autoComplete="address-level2" maxLength={CITY_MAX} required />
          )}
          {fields.includes('branch') && (
            <TextField
              {...bind('branch')}
              label={locker ? t('delivery.locker') : t('delivery.branch')}
              hint={locker ? t('delivery.lockerHint') : t('delivery.branchHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              required
            />
          )}
          {fields.includes('address') && (
            <TextField
              {...bind('address')}
              label={t('delivery.address')}
              autoComplete="street-address"
              maxLength={ADDRESS_MAX}
              required
            />
          )}
          {fields.includes('postcode') && (
            <TextField
              {...bind('postcode')}
              label={t('delivery.postcode')}
              autoComplete="postal-code"
              maxLength={POSTCODE_MAX}
              optional={chosen?.code !== 'international'}
              required={chosen?.code === 'international'}
            />
          )}
        </div>
      )}

      {chosen?.code === 'pickup' && (
        <div className="checkout-note checkout-pickup" data-testid="pickup-point">
          <p>
            {t('delivery.pickupAt', { address: pickup.address })} {t('delivery.pickupNote')}
          </p>
          {pickup.hours.length > 0 && (
            <dl className="checkout-pickup__hours" aria-label={t('delivery.pickupHours')}>
              {pickup.hours.map((row) => (
                <div key={row.days} className="checkout-pickup__row">
                  <dt>{row.days}</dt>
                  <dd>{row.times}</dd>
                </div>
              ))}
            </dl>
          )}
          {pickup.hoursNote && <p>{pickup.hoursNote}</p>}
          {pickup.note && <p>{pickup.note}</p>}
        </div>
      )}
      {chosen?.code === 'email' && <p className="checkout-note">{t('delivery.emailNote')}</p>}
    </section>
  );
}

/** A saved address (the account's address book) poured into checkout's delivery and contact fields. */
import type { CheckoutForm } from './validation';
import type { DeliveryMethodCode, SavedAddress } from './types';

/** The address's details in the delivery fields; contact fields the shopper left empty take its name and phone. */
export function fillFromAddress(form: CheckoutForm, address: SavedAddress): CheckoutForm {
  const street = [address.line1, address.line2].map((part) => part.trim()).filter(Boolean).join(', ');
  const keep = (current: string, saved: string) => (current.trim() ? current : saved);
  return {
    ...form,
    contact: {
      ...form.contact,
      firstName: keep(form.contact.firstName, address.firstName),
      lastName: keep(form.contact.lastName, address.lastName),
      phone: keep(form.contact.phone, address.phone),
    },
    delivery: {
      ...form.delivery,
      country: address.country.toUpperCase(),
      city: address.city,
      address: street,
      postcode: address.postcode,
    },
  };
}

/**
 * The delivery method that suits the address: international for one abroad, a courier instead of international
 * for one in Ukraine; otherwise the current choice stays (a Nova Poshta branch needs only the city).
 */
export function methodForAddress(
  address: Pick<SavedAddress, 'country'>,
  current: DeliveryMethodCode | null,
  allowed: readonly DeliveryMethodCode[],
): DeliveryMethodCode | null {
  const abroad = address.country !== '' && address.country.toUpperCase() !== 'UA';
  if (abroad) return allowed.includes('international') ? 'international' : current;
  if (current === 'international' || current === 'pickup' || current === null) {
    return allowed.includes('courier') ? 'courier' : current;
  }
  return current;
}

/** "Olena K, Shevchenka 1, Lviv": how a saved address reads in the picker. */
export const addressLabel = (address: SavedAddress): string =>
  [`${address.firstName} ${address.lastName}`.trim(), address.line1, address.city].filter(Boolean).join(', ');

import { useLanguage } from '@/components/useLanguage';
import { countryName } from '../countries';
import type { Address } from '../types';

/** An address as it is written on an envelope, the country named in the interface language. */
export function AddressBlock({ address }: { address: Address }) {
  const language = useLanguage();
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.line1,
    address.line2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region,
    countryName(address.country, language),
    address.phone,
  ].filter(Boolean);
  return (
    <address className="address-block">
      {lines.map((line, index) => (
        <span key={index} className="address-block__line">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * The shop's contact details, shown in the header, the footer and on the contact page: the shop settings staff edit
 * in the admin, which the server writes into every page (shop/web.py: `<script type="application/json"
 * id="shop-settings">`), in every language, so the first render has them without a request of its own.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/lib/language';

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'tiktok';

/** The shop's address and hours as one language writes them ("Kyiv 01001", "Mon–Sat", "10:00–19:00"). */
export interface ShopPlace {
  street: string;
  /** The city with its postcode. */
  town: string;
  country: string;
  /** The whole address on one line. */
  line: string;
  hours: [days: string, times: string][];
  hoursNote: string;
  note: string;
}

export interface ShopDetails {
  name: string;
  email: string;
  phone: { display: string; e164: string };
  address: Partial<Record<Language, ShopPlace>>;
  /** The address on one line in English, for a map search. */
  map: string;
  social: { id: SocialNetwork; url: string }[];
}

export const SHOP_SETTINGS_ID = 'shop-settings';

/** The page's details; a page without them (the server could not read them) shows the name alone. */
export function readShopDetails(doc: Document = document): ShopDetails {
  try {
    return JSON.parse(doc.getElementById(SHOP_SETTINGS_ID)!.textContent!) as ShopDetails;
  } catch {
    return { name: 'Dance Fabrics', email: '', phone: { display: '', e164: '' }, address: {}, map: '', social: [] };
  }
}

export const shop = {
  ...readShopDetails(),
  paymentMethods: [
    { id: 'visa', name: 'Visa' },
    { id: 'mastercard', name: 'Mastercard' },
    { id: 'apple-pay', name: 'Apple Pay' },
    { id: 'google-pay', name: 'Google Pay' },
  ],
} as const;

export type PaymentMethod = (typeof shop.paymentMethods)[number]['id'];

/** The address in the interface language (English where staff wrote none). */
export const placeIn = (language: Language): ShopPlace | undefined =>
  shop.address[language] ?? shop.address[DEFAULT_LANGUAGE];

export const telHref = (e164: string = shop.phone.e164) => `tel:${e164}`;
export const mailtoHref = (email: string = shop.email) => `mailto:${email}`;

/** Static images in ui/public (copied to the site root by the build). */
export const shopImages = {
  logo: '/logo.svg',
  social: (id: SocialNetwork) => `/icons/social/${id}.svg`,
  payment: (id: PaymentMethod) => `/icons/payment/${id}.svg`,
} as const;

/**
 * The shop's contact details, shown in the header, the footer and on the contact page.
 * Texts that need translating (opening days) are keys of the `shell` namespace.
 */
export const shop = {
  name: 'Dance Fabrics',
  phone: {
    /** As shown to visitors (the spec's wording). */
    display: '+38 (050) 400-70-15',
    /** E.164, for tel: links. */
    e164: '+380504007015',
  },
  email: 'info@dancefabrics.shop',
  address: {
    street: 'Unit 4, 27 Sequin Street',
    city: 'London',
    postcode: 'E2 8AA',
    /** Said in the interface language: shell:shopAddress.country (a word of the shell, so no Intl on every page). */
    countryCode: 'GB',
    /** One line in English, for a map search. */
    full: 'Unit 4, 27 Sequin Street, London E2 8AA, United Kingdom',
  },
  /** UK time. `days` is a key of shell:hours. */
  openingHours: [
    { days: 'weekdays', opens: '09:00', closes: '18:00' },
    { days: 'saturday', opens: '10:00', closes: '16:00' },
    { days: 'sunday', opens: null, closes: null },
  ],
  social: [
    { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/dancefabrics.shop/' },
    { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/dancefabrics.shop' },
    { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@dancefabricsshop' },
    { id: 'tiktok', name: 'TikTok', url: 'https://www.tiktok.com/@dancefabrics.shop' },
  ],
  paymentMethods: [
    { id: 'visa', name: 'Visa' },
    { id: 'mastercard', name: 'Mastercard' },
    { id: 'apple-pay', name: 'Apple Pay' },
    { id: 'google-pay', name: 'Google Pay' },
  ],
} as const;

export type OpeningDays = (typeof shop.openingHours)[number]['days'];
export type SocialNetwork = (typeof shop.social)[number]['id'];
export type PaymentMethod = (typeof shop.paymentMethods)[number]['id'];

export const telHref = (e164: string = shop.phone.e164) => `tel:${e164}`;
export const mailtoHref = (email: string = shop.email) => `mailto:${email}`;

/** Static images in ui/public (copied to the site root by the build). */
export const shopImages = {
  logo: '/logo.svg',
  social: (id: SocialNetwork) => `/icons/social/${id}.svg`,
  payment: (id: PaymentMethod) => `/icons/payment/${id}.svg`,
} as const;

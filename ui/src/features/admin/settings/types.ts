/**
 * The shop settings as GET/PUT /api/admin/settings send them (shop/admin/settings/schemas.py): the whole document at
 * once. A text shoppers read in their language has one entry per language; an empty one shows the English text.
 */
import type { Language } from '@/lib/language';

export type Texts = Record<Language, string>;

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];

export const NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok'] as const;
export type Network = (typeof NETWORKS)[number];

export interface OpeningHours {
  days: Day[];
  /** "10:00", 24-hour local time. */
  opens: string;
  closes: string;
}

export interface Place {
  street: Texts;
  city: Texts;
  postcode: string;
  countryCode: string;
  /** The country's name, as each language says it. */
  country: Texts;
  hours: OpeningHours[];
  hoursNote: Texts;
  note: Texts;
}

export interface ShopSettings {
  legalName: string;
  tradingName: string;
  email: string;
  phone: { display: string; e164: string };
  shop: Place;
  pickup: Place;
  bank: { recipient: string; iban: string; bankName: string; bic: string; recipientCode: string };
  /** An https:// link per network; "" (or null from the server): not shown. */
  social: Record<Network, string | null>;
}

export type PlaceKey = 'shop' | 'pickup';

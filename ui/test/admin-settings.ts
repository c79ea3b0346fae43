/** Admin shop-settings test data, shaped like GET /api/admin/settings's answer. */
import type { ShopSettings, Texts } from '@/features/admin/settings/types';

const texts = (en: string, ua = ''): Texts => ({ en, ua, pl: '', ru: '', de: '' });

/** The demo shop's settings as GET /api/admin/settings answers them (a fresh copy each time). */
export function demoSettings(): ShopSettings {
  const place = {
    street: texts('12 Khreshchatyk St', 'вул. Хрещатик, 12'),
    city: texts('Kyiv', 'Київ'),
    postcode: '01001',
    countryCode: 'UA',
    country: texts('Ukraine', 'Україна'),
    hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const, opens: '10:00', closes: '19:00' }].map((row) => ({ ...row, days: [...row.days] })),
    hoursNote: texts('All times are Kyiv time.'),
    note: texts(''),
  };
  return {
    legalName: 'FOP Dance Fabrics',
    tradingName: 'Dance Fabrics',
    email: 'info@dancefabrics.shop',
    phone: { display: '+38 (050) 400-70-15', e164: '+380504007015' },
    shop: place,
    pickup: structuredClone(place),
    bank: { recipient: 'FOP Dance Fabrics', iban: 'UA213223130000026007233566001', bankName: 'JSC CB PrivatBank', bic: 'PBANUA2X', recipientCode: '' },
    social: { instagram: 'https://www.instagram.com/dancefabrics.shop/', facebook: '', youtube: null, tiktok: '' },
  };
}

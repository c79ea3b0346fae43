import { describe, expect, it } from 'vitest';
import priceVectors from '../../../test/price-vectors.json';
import { LANGUAGES } from '@/lib/language';
import { formatAmount } from './format';
import { formatKilograms } from './components/DeliverySection';

// The server's delivery prices by zone, weight band and currency (tests/test_money_agreement.py writes them with
// shop.orders.pricing.delivery_cost): checkout shows the quote's figure as it is, written as the server writes it.
const priced = priceVectors.delivery.filter((entry) => entry.price !== null && entry.texts !== null);

describe('delivery by weight reads as the server writes it (ui/test/price-vectors.json)', () => {
  it.each(priced.flatMap((entry) => LANGUAGES.map((language) => ({ ...entry, language }))))(
    '$zone $method, $grams g, $subtotal $currency in $language',
    ({ price, currency, language, texts }) => {
      expect(formatAmount(price as string, currency, language)).toBe((texts as Record<string, string>)[language]);
    },
  );

  it('covers heavier bands, free thresholds and weights no band carries', () => {
    expect(new Set(priced.map((entry) => entry.zone))).toEqual(new Set(['ua', 'uk', 'eu', 'world']));
    const germany = (grams: number) =>
      priced.find((entry) => entry.zone === 'eu' && entry.grams === grams && entry.currency === 'GBP')?.price;
    expect([germany(2000), germany(2001), germany(10001)]).toEqual(['18.00', '26.00', '55.00']);
    expect(priceVectors.delivery.some((entry) => entry.price === null)).toBe(true);
    expect(priced.some((entry) => entry.price === '0.00')).toBe(true);
  });
});

describe('the parcel weight', () => {
  it("is said in kilograms, to a tenth, in the shopper's language", () => {
    expect(formatKilograms(6150, 'en')).toBe('6.2 kg');
    expect(formatKilograms(250, 'de')).toBe('0,3 kg');
    expect(formatKilograms(6150, 'ua')).toMatch(/^6,2\s*кг$/);
  });
});

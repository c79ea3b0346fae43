import { describe, expect, it } from 'vitest';
import { countryCodes, formToInput, newMethod, newZone, validateZone } from './zone-form';

describe('the delivery zone form', () => {
  it('reads countries typed any way as codes', () => {
    expect(countryCodes(' de, fr;pl  at ')).toEqual(['DE', 'FR', 'PL', 'AT']);
    expect(countryCodes('')).toEqual([]);
  });

  it('sends GBP and the currencies staff priced, an empty weight as any heavier', () => {
    const zone = { ...newZone('dach', 'DACH'), countries: 'DE, AT, CH', methods: [newMethod('international')] };
    const gbp = zone.methods[0]!.rates[0]!;
    gbp.bands = [{ upTo: '2000', price: '18' }, { upTo: '', price: '30' }];
    expect(validateZone(zone)).toEqual({});
    expect(formToInput(zone)).toEqual({
      name: 'DACH',
      countries: ['DE', 'AT', 'CH'],
      methods: [{ method: 'international', active: true, rates: [{ currency: 'GBP', freeFrom: null, bands: [{ upTo: 2000, price: '18' }, { upTo: null, price: '30' }] }] }],
    });
    expect(newMethod('pickup').rates[0]!.bands).toEqual([{ upTo: '', price: '0' }]);
  });

  it('checks the code, the countries, the amounts and the order of the bands', () => {
    const zone = { ...newZone('Bad Code', ''), countries: 'DEU', methods: [newMethod('courier')] };
    zone.methods[0]!.rates[0]!.bands = [{ upTo: '5000', price: '1.234' }, { upTo: '2000', price: '2' }, { upTo: '', price: '3' }];
    zone.methods[0]!.rates[0]!.freeFrom = 'lots';
    expect(validateZone(zone)).toEqual({
      code: 'zones.errors.code',
      name: 'zones.errors.name',
      countries: 'zones.errors.country',
      'methods.0.rates.0.freeFrom': 'zones.errors.amount',
      'methods.0.rates.0.bands.0.price': 'zones.errors.amount',
      'methods.0.rates.0.bands.1.upTo': 'zones.errors.order',
    });
  });
});

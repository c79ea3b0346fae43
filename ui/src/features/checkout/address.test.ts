import { describe, expect, it } from 'vitest';
import { addressLabel, fillFromAddress, methodForAddress } from './address';
import type { SavedAddress } from './types';
import { EMPTY_CHECKOUT_FORM } from './validation';

const berlin: SavedAddress = {
  _id: 'a1',
  firstName: 'Olena',
  lastName: 'Koval',
  line1: 'Hauptstr. 5',
  line2: 'Hinterhaus',
  city: 'Berlin',
  postcode: '10115',
  region: '',
  country: 'de',
  phone: '+4930123456',
  isDefault: true,
};

describe('fillFromAddress', () => {
  it('fills the delivery fields and only the empty contact fields', () => {
    const form = { ...EMPTY_CHECKOUT_FORM, contact: { ...EMPTY_CHECKOUT_FORM.contact, firstName: 'Lena' } };
    expect(fillFromAddress(form, berlin)).toEqual({
      contact: { firstName: 'Lena', lastName: 'Koval', email: '', phone: '+4930123456' },
      delivery: { country: 'DE', city: 'Berlin', branch: '', address: 'Hauptstr. 5, Hinterhaus', postcode: '10115' },
      comment: '',
    });
  });
});

describe('methodForAddress', () => {
  const all = ['nova-poshta-branch', 'courier', 'international', 'pickup'] as const;
  it('chooses international delivery for an address abroad and a courier for one in Ukraine', () => {
    expect(methodForAddress(berlin, 'nova-poshta-branch', all)).toBe('international');
    expect(methodForAddress({ country: 'UA' }, 'international', all)).toBe('courier');
    expect(methodForAddress({ country: 'UA' }, 'nova-poshta-branch', all)).toBe('nova-poshta-branch');
  });
});

describe('addressLabel', () => {
  it('names the person, street and city', () => {
    expect(addressLabel(berlin)).toBe('Olena Koval, Hauptstr. 5, Berlin');
  });
});

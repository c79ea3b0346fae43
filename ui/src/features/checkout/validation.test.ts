import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_FORM, validateCheckout, type CheckoutChoices, type CheckoutForm } from './validation';

const filled: CheckoutForm = {
  contact: { firstName: 'Olena', lastName: 'Koval', email: 'olena@example.com', phone: '+38 (050) 123-45-67' },
  delivery: { country: '', city: 'Kyiv', branch: '12', address: '', postcode: '' },
  comment: '',
};
const branch: CheckoutChoices = { delivery: { code: 'nova-poshta-branch', fields: ['city', 'branch'] }, paymentMethod: 'cash-on-delivery' };

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(filled, branch)).toEqual({});
  });

  it('asks for every contact field and the fields of the chosen delivery method', () => {
    expect(validateCheckout(EMPTY_CHECKOUT_FORM, branch)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      city: 'required',
      branch: 'required',
    });
  });

  it('checks the e-mail and phone as the server does (blank space counts as empty)', () => {
    const form = { ...filled, contact: { firstName: '  ', lastName: 'K', email: 'olena@example', phone: '12345' } };
    expect(validateCheckout(form, branch)).toEqual({ firstName: 'required', email: 'email', phone: 'phone' });
    const local = { ...filled, contact: { ...filled.contact, phone: '050 123 45 67' } };
    expect(validateCheckout(local, branch)).toEqual({});
  });

  it('takes a branch or locker number of 1 to 5 digits only', () => {
    for (const number of ['1', '12345', ' 42 ']) {
      expect(validateCheckout({ ...filled, delivery: { ...filled.delivery, branch: number } }, branch)).toEqual({});
    }
    for (const number of ['123456', '№12', '12a']) {
      expect(validateCheckout({ ...filled, delivery: { ...filled.delivery, branch: number } }, branch)).toEqual({ branch: 'branch' });
    }
  });

  it('needs the postcode abroad but not for a courier, and no Ukraine for international delivery', () => {
    const courier: CheckoutChoices = { delivery: { code: 'courier', fields: ['city', 'address', 'postcode'] }, paymentMethod: 'bank-transfer' };
    const home = { ...filled, delivery: { ...filled.delivery, address: 'Shevchenka 1, apt 3' } };
    expect(validateCheckout(home, courier)).toEqual({});

    const international: CheckoutChoices = {
      delivery: { code: 'international', fields: ['country', 'city', 'address', 'postcode'] },
      paymentMethod: 'bank-transfer',
    };
    expect(validateCheckout({ ...home, delivery: { ...home.delivery, country: 'UA' } }, international)).toEqual({
      country: 'ukraine',
      postcode: 'required',
    });
    expect(validateCheckout({ ...home, delivery: { ...home.delivery, country: 'DE', postcode: '10115' } }, international)).toEqual({});
  });

  it('asks for a delivery method and a payment method when none can be used, and keeps comments to 1000 characters', () => {
    const none: CheckoutChoices = { delivery: null, paymentMethod: null };
    expect(validateCheckout({ ...filled, comment: 'x'.repeat(1001) }, none)).toEqual({
      deliveryMethod: 'required',
      paymentMethod: 'required',
      comment: 'tooLong',
    });
    expect(validateCheckout({ ...filled, comment: 'x'.repeat(1000) }, branch)).toEqual({});
  });

  it('pickup and e-mail delivery need no address', () => {
    const pickup: CheckoutChoices = { delivery: { code: 'pickup', fields: [] }, paymentMethod: 'bank-transfer' };
    expect(validateCheckout({ ...filled, delivery: EMPTY_CHECKOUT_FORM.delivery }, pickup)).toEqual({});
  });
});


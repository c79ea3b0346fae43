/**
 * The checkout form and its rules, checked before anything is sent: contact details (the phone and e-mail rules
 * of lib/validation.ts, as the server checks them), the fields of the chosen delivery method, a payment method
 * that suits the order, a comment of at most 1000 characters. Rules are codes; the texts are
 * `checkout:errors.<field>.<rule>`.
 */
import { isValidEmail, isValidPhone } from '@/lib/validation';
import type { Contact, DeliveryField, DeliveryMethodCode, PaymentMethodCode } from './types';

export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
export const CITY_MAX = 80;
export const ADDRESS_MAX = 200;
export const POSTCODE_MAX = 20;
export const COMMENT_MAX = 1000;
/** A Nova Poshta branch or parcel-locker number. */
const BRANCH = /^\d{1,5}$/;

export interface CheckoutForm {
  contact: Contact;
  delivery: Record<DeliveryField, string>;
  comment: string;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  delivery: { country: '', city: '', branch: '', address: '', postcode: '' },
  comment: '',
};

export type CheckoutField = keyof Contact | 'deliveryMethod' | DeliveryField | 'paymentMethod' | 'comment';

export type CheckoutRule = 'required' | 'tooLong' | 'email' | 'phone' | 'branch' | 'ukraine';
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutRule>>;

export interface CheckoutChoices {
  /** The delivery method in force, with the fields the server asks of it; null when none can be chosen. */
  delivery: { code: DeliveryMethodCode; fields: readonly DeliveryField[] } | null;
  /** The payment method in force (an allowed one), or null. */
  paymentMethod: PaymentMethodCode | null;
  /** False when nothing is left to pay (a gift card covers the total): no method is asked for. */
  paymentNeeded?: boolean;
}

function textRule(value: string, max: number, required = true): CheckoutRule | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? 'required' : null;
  return trimmed.length > max ? 'tooLong' : null;
}

function deliveryRule(field: DeliveryField, value: string, method: DeliveryMethodCode): CheckoutRule | null {
  const trimmed = value.trim();
  switch (field) {
    case 'country':
      if (!trimmed) return 'required';
      return method === 'international' && trimmed.toUpperCase() === 'UA' ? 'ukraine' : null;
    case 'branch':
      if (!trimmed) return 'required';
      return BRANCH.test(trimmed) ? null : 'branch';
    case 'postcode':
      // A courier in Ukraine finds the address without one; abroad it is part of the address.
      return textRule(value, POSTCODE_MAX, method === 'international');
    case 'city':
      return textRule(value, CITY_MAX);
    case 'address':
      return textRule(value, ADDRESS_MAX);
  }
}

/** Every broken rule, one per field (an empty object: the form may be sent). */
export function validateCheckout(form: CheckoutForm, choices: CheckoutChoices): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const add = (field: CheckoutField, rule: CheckoutRule | null) => {
    if (rule) errors[field] = rule;
  };
  const { contact } = form;
  add('firstName', textRule(contact.firstName, NAME_MAX));
  add('lastName', textRule(contact.lastName, NAME_MAX));
  const email = contact.email.trim();
  add('email', !email ? 'required' : email.length > EMAIL_MAX || !isValidEmail(email) ? 'email' : null);
  const phone = contact.phone.trim();
  add('phone', !phone ? 'required' : phone.length > PHONE_MAX || !isValidPhone(phone) ? 'phone' : null);

  if (!choices.delivery) add('deliveryMethod', 'required');
  else for (const field of choices.delivery.fields) add(field, deliveryRule(field, form.delivery[field], choices.delivery.code));

  if (!choices.paymentMethod && choices.paymentNeeded !== false) add('paymentMethod', 'required');
  if (form.comment.length > COMMENT_MAX) add('comment', 'tooLong');
  return errors;
}


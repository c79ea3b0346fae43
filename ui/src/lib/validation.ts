/**
 * The phone and e-mail rules every form checks alike, as the server does (shop/validation.py): the call-back
 * form, checkout's contact details. One copy here; features import it.
 */
const LOCAL_PHONE = /^0\d{9}$/;
const INTERNATIONAL_PHONE = /^\+?[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone with every character but digits and plus removed. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** A local number (0 and 9 digits) or an international one (optional +, first digit 1-9, 7-15 digits). */
export function isValidPhone(phone: string): boolean {
  const cleaned = cleanPhone(phone);
  return LOCAL_PHONE.test(cleaned) || INTERNATIONAL_PHONE.test(cleaned);
}

/** A standard address pattern: something@domain.tld without spaces. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/**
 * The call-back form's rules, checked in the spec's order with its exact messages. The server
 * (shop/validation.py, shop/queries/service.py) repeats them. The messages and the two toasts are
 * the spec's fixed English texts, shown as they are in every language.
 */
export const CALLBACK_MESSAGES = {
  fillAll: 'Please fill in all the fields!',
  invalidPhone: 'Please enter a valid international phone number!',
  privacy: 'You need to read and agree to the Privacy Policy before continuing.',
  success: 'You have ordered a call, we will contact you shortly.',
  failure: 'Something went wrong!',
} as const;

export interface CallbackForm {
  name: string;
  phone: string;
  query: string;
  privacyAccepted: boolean;
}

export const EMPTY_CALLBACK_FORM: CallbackForm = { name: '', phone: '', query: '', privacyAccepted: false };

const LOCAL_PHONE = /^0\d{9}$/;
const INTERNATIONAL_PHONE = /^\+?[1-9]\d{6,14}$/;

/** The phone with every character but digits and plus removed. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** A local number (0 and 9 digits) or an international one (optional +, first digit 1-9, 7-15 digits). */
export function isValidPhone(phone: string): boolean {
  const cleaned = cleanPhone(phone);
  return LOCAL_PHONE.test(cleaned) || INTERNATIONAL_PHONE.test(cleaned);
}

/** The first rule the form breaks, as the message to show, or null when it may be sent. */
export function validateCallback(form: CallbackForm): string | null {
  if (!form.name.trim() || !form.phone.trim() || !form.query.trim()) return CALLBACK_MESSAGES.fillAll;
  if (!isValidPhone(form.phone)) return CALLBACK_MESSAGES.invalidPhone;
  if (!form.privacyAccepted) return CALLBACK_MESSAGES.privacy;
  return null;
}

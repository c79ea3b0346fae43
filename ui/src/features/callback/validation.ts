/**
 * The call-back form's rules, once on this side, checked in the server's order (shop/queries/schemas.py,
 * QueryCreateSchema): every field filled, a valid phone, the lengths the database keeps; then the privacy
 * checkbox, the form's own rule. The form says every message in the visitor's language (shell: callback.*,
 * the spec's rule messages and toasts under callback.messages), and English says the spec's texts below.
 */
import { cleanPhone, isValidPhone } from '@/lib/validation';

/** The spec's English texts, which ui/locales/en/shell.json callback.messages keeps character for character. */
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

// The phone rule is shared with checkout (lib/validation.ts); re-exported for the form's callers and tests.
export { cleanPhone, isValidPhone };

export const NAME_MAX = 120;
export const QUERY_MAX = 2000;

export type CallbackField = 'name' | 'phone' | 'query' | 'privacyAccepted';
export type CallbackRule = 'fillAll' | 'invalidPhone' | 'nameTooLong' | 'queryTooLong' | 'privacy';

/** The first rule the form breaks and the fields at fault (for aria-invalid and focus). */
export interface CallbackProblem {
  rule: CallbackRule;
  fields: CallbackField[];
}

/** The first rule the form breaks, or null when it may be sent. */
export function validateCallback(form: CallbackForm): CallbackProblem | null {
  const empty = (['name', 'phone', 'query'] as const).filter((field) => !form[field].trim());
  if (empty.length > 0) return { rule: 'fillAll', fields: empty };
  if (!isValidPhone(form.phone)) return { rule: 'invalidPhone', fields: ['phone'] };
  const tooLong: CallbackField[] = [];
  if (form.name.trim().length > NAME_MAX) tooLong.push('name');
  if (form.query.trim().length > QUERY_MAX) tooLong.push('query');
  if (tooLong.length > 0) return { rule: tooLong[0] === 'name' ? 'nameTooLong' : 'queryTooLong', fields: tooLong };
  if (!form.privacyAccepted) return { rule: 'privacy', fields: ['privacyAccepted'] };
  return null;
}

/**
 * The rules of the sign-in, sign-up, forgotten-password and reset-password forms, once.
 * Forgot and reset follow the spec (section 5) in its order; sign-in and sign-up are the shop's own and mirror
 * the server (shop/accounts/schemas.py, passwords.py): the same e-mail pattern (shop/validation.py), passwords of
 * 6 to 128 characters, names of at most 80. Rules are codes; the texts are `auth:validation.<rule>`.
 */
import { paths } from '@/config/paths';
import { shopPath } from '@/lib/shop-path';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 80;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuthRule =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'confirmRequired'
  | 'mismatch'
  | 'firstNameRequired'
  | 'firstNameTooLong'
  | 'lastNameRequired'
  | 'lastNameTooLong';

/** Every broken rule, one per field, in the order the form shows its fields. */
export type FieldRules<F extends string> = Partial<Record<F, AuthRule>>;

/** The first rule a one-message form breaks, and the field it is about. */
export interface AuthProblem<F extends string> {
  field: F;
  rule: AuthRule;
}

function emailRule(email: string): AuthRule | null {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  if (trimmed.length > EMAIL_MAX || !EMAIL.test(trimmed)) return 'emailInvalid';
  return null;
}

/** A new password: required, then 6 to 128 characters (spaces count, as on the server). */
function newPasswordRule(password: string): AuthRule | null {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  return null;
}

function confirmRule(password: string, confirmPassword: string): AuthRule | null {
  if (!confirmPassword) return 'confirmRequired';
  return confirmPassword === password ? null : 'mismatch';
}

function nameRule(name: string, required: AuthRule, tooLong: AuthRule): AuthRule | null {
  const trimmed = name.trim();
  if (!trimmed) return required;
  return trimmed.length > NAME_MAX ? tooLong : null;
}

function collect<F extends string>(rules: [F, AuthRule | null][]): FieldRules<F> {
  const found: FieldRules<F> = {};
  for (const [field, rule] of rules) if (rule) found[field] = rule;
  return found;
}

export interface ForgotPasswordForm {
  email: string;
}

/** Spec: 'Email is required', then 'Invalid email address'. */
export function validateForgotPassword(form: ForgotPasswordForm): AuthProblem<'email'> | null {
  const rule = emailRule(form.email);
  return rule ? { field: 'email', rule } : null;
}

export interface ResetPasswordForm {
  password: string;
  confirmPassword: string;
}

/**
 * Spec order: 'Password is required', 'Password must be at least 6 characters', 'Please confirm password',
 * 'Passwords do not match'. The server's upper limit (128) is checked after the minimum.
 */
export function validateResetPassword(form: ResetPasswordForm): AuthProblem<keyof ResetPasswordForm> | null {
  const password = newPasswordRule(form.password);
  if (password) return { field: 'password', rule: password };
  const confirm = confirmRule(form.password, form.confirmPassword);
  return confirm ? { field: 'confirmPassword', rule: confirm } : null;
}

export interface SignInForm {
  email: string;
  password: string;
}
export type SignInField = keyof SignInForm;

/** A password of any length is worth trying: accounts may predate today's rules. */
export function validateSignIn(form: SignInForm): FieldRules<SignInField> {
  return collect<SignInField>([
    ['email', emailRule(form.email)],
    ['password', form.password ? null : 'passwordRequired'],
  ]);
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export type SignUpField = keyof SignUpForm;

export function validateSignUp(form: SignUpForm): FieldRules<SignUpField> {
  return collect<SignUpField>([
    ['firstName', nameRule(form.firstName, 'firstNameRequired', 'firstNameTooLong')],
    ['lastName', nameRule(form.lastName, 'lastNameRequired', 'lastNameTooLong')],
    ['email', emailRule(form.email)],
    ['password', newPasswordRule(form.password)],
    ['confirmPassword', confirmRule(form.password, form.confirmPassword)],
  ]);
}

/** The first field at fault, in the form's order (for focus). */
export function firstField<F extends string>(order: readonly F[], rules: Partial<Record<F, unknown>>): F | undefined {
  return order.find((field) => rules[field] !== undefined);
}

const SIGN_IN_PAGES: readonly string[] = [paths.account.authorization.path, paths.account.registration.path];

/**
 * Where to go after signing in: the `?next=` page when it is a path of this shop (shopPath: never another site),
 * other than the sign-in forms themselves; else the account overview.
 */
export function afterSignInPath(next: string | null): string {
  const fallback = paths.account.href();
  const target = shopPath(next);
  if (!target) return fallback;
  const pathname = target.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return SIGN_IN_PAGES.includes(pathname) ? fallback : target;
}

/** `?next=` kept between the sign-in and registration pages, so either form ends on the page asked for. */
export function withNext(href: string, next: string | null): string {
  return next ? `${href}?${new URLSearchParams({ next }).toString()}` : href;
}

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The affiliate's code from a shop link (`/?ref=<code>`), or null when there is none or it cannot be one. */
export function referralCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/auth.json';
import {
  afterSignInPath,
  firstField,
  PASSWORD_MAX,
  referralCodeFrom,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  withNext,
  type SignUpForm,
} from './auth-validation';

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name]));

describe('the spec texts are exact in English', () => {
  it('has the forgot-password and reset-password messages of spec sections 2, 5 and 8', () => {
    expect(en.validation.emailRequired).toBe('Email is required');
    expect(en.validation.emailInvalid).toBe('Invalid email address');
    expect(en.validation.passwordRequired).toBe('Password is required');
    expect(fill(en.validation.passwordTooShort, { min: 6 })).toBe('Password must be at least 6 characters');
    expect(en.validation.confirmRequired).toBe('Please confirm password');
    expect(en.validation.mismatch).toBe('Passwords do not match');
    expect(en.forgot.submit).toBe('Send Reset Link');
    expect(en.forgot.sent).toBe('Password reset link sent to your email');
    expect(en.forgot.failed).toBe('Error sending reset link');
    expect(en.forgot.back).toBe('Back to Sign In');
    expect(en.reset.validating).toBe('Validating token...');
    expect(en.reset.missingToken).toBe('Invalid reset link: token is missing');
    expect(en.reset.invalid).toBe('Invalid or expired reset link');
    expect(en.reset.submit).toBe('Update Password');
    expect(en.reset.success).toBe('Password updated successfully! Redirecting...');
    expect(en.reset.failed).toBe('Error resetting password');
    expect(en.reset.tokenMissing).toBe('Token is missing');
  });
});

describe('validateForgotPassword', () => {
  it('needs an email first, then a valid one', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ field: 'email', rule: 'emailRequired' });
    expect(validateForgotPassword({ email: '   ' })).toEqual({ field: 'email', rule: 'emailRequired' });
    expect(validateForgotPassword({ email: 'olena' })).toEqual({ field: 'email', rule: 'emailInvalid' });
  });

  it.each(['olena@example', '@example.com', 'olena@', 'ol ena@example.com', 'olena@@example.com'])(
    'refuses %s like the server pattern does',
    (email) => {
      expect(validateForgotPassword({ email })?.rule).toBe('emailInvalid');
    },
  );

  it('accepts a standard address, spaces around it trimmed', () => {
    expect(validateForgotPassword({ email: ' olena.kovalenko@example.com ' })).toBeNull();
    expect(validateForgotPassword({ email: 'o+shop@mail.example.co.uk' })).toBeNull();
  });

  it('refuses an address longer than 254 characters', () => {
    expect(validateForgotPassword({ email: `${'a'.repeat(243)}@example.com` })?.rule).toBe('emailInvalid');
    expect(validateForgotPassword({ email: `${'a'.repeat(242)}@example.com` })).toBeNull();
  });
});

describe('validateResetPassword', () => {
  it('checks the four spec rules in order', () => {
    expect(validateResetPassword({ password: '', confirmPassword: 'x' })).toEqual({ field: 'password', rule: 'passwordRequired' });
    expect(validateResetPassword({ password: '12345', confirmPassword: '' })).toEqual({
      field: 'password',
      rule: 'passwordTooShort',
    });
    expect(validateResetPassword({ password: '123456', confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      rule: 'confirmRequired',
    });
    expect(validateResetPassword({ password: '123456', confirmPassword: '123457' })).toEqual({
      field: 'confirmPassword',
      rule: 'mismatch',
    });
    expect(validateResetPassword({ password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('keeps to the server limit of 128 characters', () => {
    const longest = 'p'.repeat(PASSWORD_MAX);
    expect(validateResetPassword({ password: longest, confirmPassword: longest })).toBeNull();
    expect(validateResetPassword({ password: `${longest}p`, confirmPassword: `${longest}p` })?.rule).toBe('passwordTooLong');
  });
});

describe('validateSignIn', () => {
  it('needs a valid email and any password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(validateSignIn({ email: 'olena', password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(validateSignIn({ email: 'olena@example.com', password: 'x' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  const valid: SignUpForm = {
    firstName: 'Olena',
    lastName: 'Kovalenko',
    email: 'olena@example.com',
    password: 'secret-2026',
    confirmPassword: 'secret-2026',
  };

  it('passes a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('reports every field at fault at once', () => {
    expect(validateSignUp({ firstName: ' ', lastName: '', email: 'x', password: '123', confirmPassword: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      confirmPassword: 'confirmRequired',
    });
  });

  it('limits names to 80 characters and needs the passwords to match', () => {
    expect(validateSignUp({ ...valid, firstName: 'a'.repeat(80), lastName: 'b'.repeat(81) })).toEqual({
      lastName: 'lastNameTooLong',
    });
    expect(validateSignUp({ ...valid, confirmPassword: 'secret-2027' })).toEqual({ confirmPassword: 'mismatch' });
  });

  it('finds the first field at fault in the form order', () => {
    const order = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
    expect(firstField(order, validateSignUp({ ...valid, email: '', confirmPassword: '' }))).toBe('email');
    expect(firstField(order, {})).toBeUndefined();
  });
});

describe('afterSignInPath', () => {
  it('goes to the account by default', () => {
    expect(afterSignInPath(null)).toBe('/account');
    expect(afterSignInPath('')).toBe('/account');
  });

  it.each([
    '/account',
    '/account/order-history',
    '/account/returns?page=2',
    '/account/modify-address-book/add-address',
    '/cart/checkout',
  ])('follows ?next=%s (a page of this shop)', (next) => {
    expect(afterSignInPath(next)).toBe(next);
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '/..//evil.example',
    '/account/\\evil.example',
    'javascript:alert(1)',
    '/account/authorization',
    '/account/registration/',
    '/account/x\ny',
  ])('refuses ?next=%s', (next) => {
    expect(afterSignInPath(next)).toBe('/account');
  });
});

describe('withNext', () => {
  it('carries ?next= to the other form', () => {
    expect(withNext('/account/registration', '/account/returns')).toBe('/account/registration?next=%2Faccount%2Freturns');
    expect(withNext('/account/registration', null)).toBe('/account/registration');
  });
});

describe('referralCodeFrom', () => {
  it('reads ?ref= from a shop link', () => {
    expect(referralCodeFrom('?ref=K7Q2M9XA')).toBe('K7Q2M9XA');
    expect(referralCodeFrom('?lng=ua&ref=ab_c-9')).toBe('ab_c-9');
  });

  it('ignores a missing or impossible code', () => {
    expect(referralCodeFrom('')).toBeNull();
    expect(referralCodeFrom('?ref=')).toBeNull();
    expect(referralCodeFrom('?ref=<script>')).toBeNull();
    expect(referralCodeFrom(`?ref=${'a'.repeat(65)}`)).toBeNull();
  });
});

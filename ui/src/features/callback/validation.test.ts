import { describe, expect, it } from 'vitest';
import enShell from '../../../locales/en/shell.json';
import { CALLBACK_MESSAGES, NAME_MAX, QUERY_MAX, cleanPhone, isValidPhone, validateCallback, type CallbackForm } from './validation';

const valid: CallbackForm = { name: 'Olena', phone: '+38 (050) 400-70-15', query: 'Ivory chiffon?', privacyAccepted: true };

describe('cleanPhone', () => {
  it('keeps only digits and plus', () => {
    expect(cleanPhone('+38 (050) 400-70-15')).toBe('+380504007015');
    expect(cleanPhone('tel: 020 7946.0018 ext')).toBe('02079460018');
  });
});

describe('isValidPhone', () => {
  it.each(['0504007015', '050 400 70 15', '(050) 400-70-15'])('accepts the local number %s (0 and 9 digits)', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['050400701', '05040070155', '0 50 40 07 01'])('refuses the local-looking %s without exactly 10 digits', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it.each([
    ['7 digits', '1234567'],
    ['7 digits with +', '+1234567'],
    ['15 digits', '123456789012345'],
    ['15 digits with +', '+123456789012345'],
    ['a formatted UK number', '+44 7700 900123'],
    ['the shop number', '+38 (050) 400-70-15'],
  ])('accepts an international number: %s', (_label, phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['6 digits', '123456'],
    ['16 digits', '1234567890123456'],
    ['16 digits with +', '+1234567890123456'],
    ['a first digit 0 after +', '+0123456789'],
    ['a plus in the middle', '38+0504007015'],
    ['two pluses', '++380504007015'],
    ['no digits', 'phone'],
    ['nothing', ''],
  ])('refuses %s', (_label, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('validateCallback', () => {
  it('passes a complete form', () => {
    expect(validateCallback(valid)).toBeNull();
  });

  it.each(['name', 'phone', 'query'] as const)('needs %s filled in (spaces do not count)', (field) => {
    expect(validateCallback({ ...valid, [field]: '   ' })).toEqual({ rule: 'fillAll', fields: [field] });
    expect(CALLBACK_MESSAGES.fillAll).toBe('Please fill in all the fields!');
  });

  it('checks the phone second', () => {
    expect(validateCallback({ ...valid, phone: '12345' })).toEqual({ rule: 'invalidPhone', fields: ['phone'] });
    expect(CALLBACK_MESSAGES.invalidPhone).toBe('Please enter a valid international phone number!');
  });

  it('checks the lengths the server keeps third: 120 for the name, 2,000 for the question', () => {
    expect(validateCallback({ ...valid, name: 'a'.repeat(NAME_MAX) })).toBeNull();
    expect(validateCallback({ ...valid, query: `  ${'q'.repeat(QUERY_MAX)}  ` })).toBeNull();
    expect(validateCallback({ ...valid, name: 'a'.repeat(NAME_MAX + 1) })).toEqual({ rule: 'nameTooLong', fields: ['name'] });
    expect(validateCallback({ ...valid, query: 'q'.repeat(QUERY_MAX + 1), privacyAccepted: false })).toEqual({
      rule: 'queryTooLong',
      fields: ['query'],
    });
    expect([NAME_MAX, QUERY_MAX]).toEqual([120, 2000]);
  });

  it('checks the privacy box last', () => {
    expect(validateCallback({ ...valid, privacyAccepted: false })).toEqual({ rule: 'privacy', fields: ['privacyAccepted'] });
    expect(CALLBACK_MESSAGES.privacy).toBe('You need to read and agree to the Privacy Policy before continuing.');
  });

  it('reports rules in the spec order, with every field at fault', () => {
    expect(validateCallback({ name: '', phone: '1', query: '', privacyAccepted: false })).toEqual({
      rule: 'fillAll',
      fields: ['name', 'query'],
    });
    expect(validateCallback({ ...valid, phone: '1', privacyAccepted: false })?.rule).toBe('invalidPhone');
  });

  it("keeps the spec's texts in English character for character", () => {
    expect(enShell.callback.messages).toEqual(CALLBACK_MESSAGES);
  });
});

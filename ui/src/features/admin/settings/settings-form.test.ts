import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { e164Of, ibanChecksumOk, inWeekOrder, serverErrors, settingsRequest, validateSettings } from './settings-form';
import { demoSettings } from '../../../../test/admin-settings';

describe('the shop settings form', () => {
  it('takes the demo shop as it is', () => {
    expect(validateSettings(demoSettings())).toEqual({});
  });

  it('names every broken rule by the field it is in', () => {
    const settings = demoSettings();
    settings.email = 'info@';
    settings.tradingName = '  ';
    settings.phone = { display: 'call us', e164: '0504007015' };
    settings.shop.street.en = '';
    settings.shop.city.pl = 'x'.repeat(81);
    settings.shop.countryCode = '';
    settings.pickup.hours = [{ days: [], opens: '25:00', closes: '19:00' }];
    settings.bank.iban = 'UA21 PRIVAT';
    settings.bank.bic = 'PBANUA';
    settings.bank.recipientCode = '12';
    settings.social.tiktok = 'http://www.tiktok.com/@dancefabrics.shop';
    settings.social.facebook = 'javascript:alert(1)';
    expect(validateSettings(settings)).toEqual({
      email: { rule: 'email' },
      tradingName: { rule: 'required' },
      'phone.display': { rule: 'phone' },
      'phone.e164': { rule: 'e164' },
      'shop.street.en': { rule: 'required' },
      'shop.city.pl': { rule: 'tooLong', max: 80 },
      'shop.countryCode': { rule: 'country' },
      'pickup.hours.0.days': { rule: 'days' },
      'pickup.hours.0.opens': { rule: 'time' },
      'bank.iban': { rule: 'iban' },
      'bank.bic': { rule: 'bic' },
      'bank.recipientCode': { rule: 'recipientCode' },
      'social.tiktok': { rule: 'https' },
      'social.facebook': { rule: 'https' },
    });
  });

  it('refuses an IBAN whose check digits do not match, in groups or not', () => {
    expect(ibanChecksumOk('UA21 3223 1300 0002 6007 2335 6600 1')).toBe(true);
    expect(ibanChecksumOk('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecksumOk('UA21 3223 1300 0002 6007 2335 6600 2')).toBe(false);
    const settings = demoSettings();
    settings.bank.iban = 'UA213223130000026007233566002';
    expect(validateSettings(settings)['bank.iban']).toEqual({ rule: 'ibanChecksum' });
  });

  it('derives the number for calls from an international phone only', () => {
    expect(e164Of('+38 (050) 400-70-15')).toBe('+380504007015');
    expect(e164Of('050 400 70 15')).toBeNull();
  });

  it('sends the document trimmed, the IBAN compact and the days in the week’s order', () => {
    const settings = demoSettings();
    settings.tradingName = '  Dance Fabrics ';
    settings.bank.iban = 'ua21 3223 1300 0002 6007 2335 6600 1';
    settings.bank.bic = ' pbanua2x ';
    settings.shop.countryCode = 'ua';
    settings.pickup.hours = [{ days: ['sat', 'mon'], opens: '10:00', closes: '16:00' }];
    const sent = settingsRequest(settings);
    expect(sent.tradingName).toBe('Dance Fabrics');
    expect(sent.bank).toMatchObject({ iban: 'UA213223130000026007233566001', bic: 'PBANUA2X' });
    expect(sent.shop.countryCode).toBe('UA');
    expect(sent.pickup.hours[0]?.days).toEqual(['mon', 'sat']);
    expect(sent.social.youtube).toBe('');
    expect(inWeekOrder(['sun', 'mon', 'sun'])).toEqual(['mon', 'sun']);
  });

  it('reads the server’s field errors by their path', () => {
    const error = new ApiError(400, 'Please check', { shop: { street: { en: ['This field is required.'] } }, email: ['Bad'] });
    expect(serverErrors(error)).toEqual({ 'shop.street.en': 'This field is required.', email: 'Bad' });
    expect(serverErrors(new ApiError(400, 'x', { json: { bank: { iban: ['No'] } } }))).toEqual({ 'bank.iban': 'No' });
    expect(serverErrors(new Error('network'))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { parsePolicies } from './policies';

const ANSWER = {
  callbackRetentionMonths: 12,
  inactiveAccountYears: 3,
  inactiveWarningDays: 30,
  emailUndoDays: 7,
  giftCardMonths: 36,
};

describe('parsePolicies', () => {
  it('takes the server figures as they are', () => {
    expect(parsePolicies(ANSWER)).toEqual(ANSWER);
    expect(parsePolicies({ ...ANSWER, extra: 'ignored' })).toEqual(ANSWER);
  });

  it('refuses an answer missing a figure or with one that is no whole number', () => {
    expect(parsePolicies(null)).toBeNull();
    expect(parsePolicies({ ...ANSWER, giftCardMonths: undefined })).toBeNull();
    expect(parsePolicies({ ...ANSWER, giftCardMonths: '36' })).toBeNull();
    expect(parsePolicies({ ...ANSWER, inactiveWarningDays: 1.5 })).toBeNull();
    expect(parsePolicies({ ...ANSWER, inactiveAccountYears: -1 })).toBeNull();
  });
});

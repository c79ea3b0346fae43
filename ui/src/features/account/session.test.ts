import { describe, expect, it } from 'vitest';
import { parseSession } from './session';

describe('parseSession', () => {
  it('reads the spec session object', () => {
    expect(parseSession({ _id: '7', email: 'olena@example.com', token: 't', status: 'user' })).toEqual({
      _id: '7',
      email: 'olena@example.com',
      token: 't',
      status: 'user',
    });
  });

  it('is signed out without an email', () => {
    expect(parseSession({ _id: '7', email: ' ', token: 't' })).toBeNull();
    expect(parseSession({ message: 'Wrong password' })).toBeNull();
    expect(parseSession(null)).toBeNull();
    expect(parseSession('olena@example.com')).toBeNull();
  });
});

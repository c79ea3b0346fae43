import { describe, expect, it } from 'vitest';
import { changesEmail, tokenFromHash } from './email-change';

const TOKEN = 'kH3v9QxW1bq7Yy0eZ2mN4pL8sT6uR5aC9dF0gJ1hK2l';

describe('changesEmail', () => {
  it('sees a change only when the address is another one', () => {
    expect(changesEmail('olena@example.com', ' Olena@Example.COM ')).toBe(false);
    expect(changesEmail('olena@example.com', 'new@example.com')).toBe(true);
    expect(changesEmail('olena@example.com', '   ')).toBe(false);
  });
});

describe('tokenFromHash', () => {
  it('reads the token after #', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(TOKEN)).toBe(TOKEN);
    expect(tokenFromHash(`#${encodeURIComponent(TOKEN)}%20`)).toBe(TOKEN);
  });

  it('refuses a missing, cut or mangled token', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#short')).toBeNull();
    expect(tokenFromHash(`#${TOKEN}<script>`)).toBeNull();
    expect(tokenFromHash('#%E0%A4%A')).toBeNull();
    expect(tokenFromHash(`#${'a'.repeat(201)}`)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { shellParts } from './shell-parts';

describe('shellParts', () => {
  it('shows everything on storefront pages', () => {
    for (const path of ['/', '/fabrics/lycra', '/cart', '/account', '/search/lycra', '/contact-us']) {
      expect(shellParts(path), path).toEqual({ header: true, categoryBar: true, footer: true });
    }
  });

  it('hides the whole shell in the admin area', () => {
    for (const path of ['/admin-dash', '/admin-dash/', '/admin-dash/queries', '/admin-dash/order-details/7']) {
      expect(shellParts(path), path).toEqual({ header: false, categoryBar: false, footer: false });
    }
  });

  it('hides the category bar and footer on sign-in and registration', () => {
    for (const path of ['/account/authorization', '/account/registration', '/account/registration/']) {
      expect(shellParts(path), path).toEqual({ header: true, categoryBar: false, footer: false });
    }
  });

  it('hides the footer during checkout', () => {
    for (const path of ['/cart/checkout', '/cart/checkout/checkout-success']) {
      expect(shellParts(path), path).toEqual({ header: true, categoryBar: true, footer: false });
    }
  });

  it('does not confuse look-alike paths', () => {
    expect(shellParts('/admin-dashboard').header).toBe(true);
    expect(shellParts('/cart/checkouts').footer).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { shopPath } from './shop-path';

describe('shopPath', () => {
  it.each(['/', '/cart/checkout', '/account/returns?page=2', '/products/CH-LY-0001#reviews', '/search/red%20lycra'])(
    'keeps %s, a path of this shop',
    (target) => {
      expect(shopPath(target)).toBe(target);
    },
  );

  it('reads the path as the browser would', () => {
    expect(shopPath('/account/../cart')).toBe('/cart');
  });

  it.each([
    null,
    undefined,
    '',
    'cart',
    'https://evil.example/account',
    'http:evil.example',
    '//evil.example/account',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /cart',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %j', (target) => {
    expect(shopPath(target)).toBeNull();
  });
});

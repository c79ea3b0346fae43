import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import shopSettings from './shop-settings.json';

// The demo shop's details as the server writes them into every page (shop/web.py; tests/test_shop_settings_api.py
// keeps this file equal to what it writes), before any module of the app reads them (ui/src/config/shop.ts).
const details = document.createElement('script');
details.type = 'application/json';
details.id = 'shop-settings';
details.textContent = JSON.stringify(shopSettings);
document.head.append(details);

// findBy* and waitFor wait for a condition, not a time: a loaded machine renders a page's next state later than
// the library's default 1 s, so they may wait longer (a test still ends as soon as its condition holds).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

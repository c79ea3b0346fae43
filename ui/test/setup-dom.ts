import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a condition, not a time: a loaded machine renders a page's next state later than
// the library's default 1 s, so they may wait longer (a test still ends as soon as its condition holds).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import NotFoundPage, { NOT_FOUND_REDIRECT_MS } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('links home and redirects to / after about 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { router } = await renderWithApp(<NotFoundPage />, {
        path: '/no-such-page',
        routes: [{ path: '/', element: <p>home</p> }],
      });
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');

      await act(async () => {
        await vi.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS - 100);
      });
      expect(router.state.location.pathname).toBe('/no-such-page');

      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(router.state.location.pathname).toBe('/');
    } finally {
      vi.useRealTimers();
    }
  });
});

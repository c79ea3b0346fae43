import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { lazyPage, PRELOAD_ERROR_EVENT, reloadOnceAfterChunkError } from './lazy-page';
import { RouteErrorPage } from './RouteErrorPage';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-OLD.js');

function deps() {
  return { reload: vi.fn(), target: new EventTarget() };
}

describe('reloadOnceAfterChunkError', () => {
  it('reloads once, then lets the error through', () => {
    const first = deps();
    expect(reloadOnceAfterChunkError(chunkError(), first)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);

    const second = deps();
    expect(reloadOnceAfterChunkError(chunkError(), second)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('raises a cancelable preload error event', () => {
    const d = deps();
    const listener = vi.fn((event: Event) => event.preventDefault());
    d.target.addEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(reloadOnceAfterChunkError(chunkError(), d)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
  });
});

describe('lazyPage', () => {
  it('clears the guard after a successful load', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloadAttempted, '1');
    const Page = () => null;
    const route = await lazyPage(async () => ({ default: Page }), deps())();
    expect(route.Component).toBe(Page);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBeNull();
  });

  it('shows the router error page when the chunk still fails after the reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloadAttempted, '1');
    const d = deps();
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        lazy: lazyPage(() => Promise.reject(chunkError()), d),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(d.reload).not.toHaveBeenCalled();
  });
});

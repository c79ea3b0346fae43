import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { lazyComponent, PRELOAD_ERROR_EVENT, RELOAD_GUARD_MS, reloadOnceAfterChunkError } from './lazy-page';
import { RouteErrorBoundary } from './RouteErrorPage';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-OLD.js');

function deps(now = Date.now()) {
  return { reload: vi.fn(), target: new EventTarget(), now: () => now };
}

beforeEach(() => window.sessionStorage.clear());

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

describe('lazy pages', () => {
  it('reloads again for a failure long after the last reload (a later deploy)', () => {
    const start = 1_000_000;
    expect(reloadOnceAfterChunkError(chunkError(), deps(start))).toBe(true);
    expect(reloadOnceAfterChunkError(chunkError(), deps(start + 5_000))).toBe(false);
    const later = deps(start + RELOAD_GUARD_MS + 1);
    expect(reloadOnceAfterChunkError(chunkError(), later)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error page when the chunk still fails after the reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloadAttempted, String(Date.now()));
    const d = deps();
    const Page = lazyComponent<object>(() => Promise.reject(chunkError()), d);
    render(
      <RouteErrorBoundary resetKey="/">
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(d.reload).not.toHaveBeenCalled();
  });
});

describe('lazyComponent', () => {
  it('reloads once when the chunk of a shell part fails, and waits instead of erroring', async () => {
    const d = deps();
    const Part = lazyComponent<object>(() => Promise.reject(chunkError()), d);
    render(
      <Suspense fallback={<p>Loading part</p>}>
        <Part />
      </Suspense>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading part')).toBeTruthy();
  });
});

describe('preloading a lazy page', () => {
  it('starts the one load before the page renders, and the render uses it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Loaded page</p> }));
    const Page = lazyComponent(load);
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/account/session';
import { statistics, stubAdminApi } from '../../test/admin';
import { renderShop } from '../../test/render-shop';
import AdminRoute, { isStaff } from './AdminRoute';

const notFound = <h1>Page not found</h1>;

function renderRoute() {
  return renderShop(<AdminRoute notFound={notFound} />, { url: '/admin-dash', path: '/admin-dash/*' });
}

describe('AdminRoute', () => {
  afterEach(() => sessionStore.clear());

  it('is for signed-in staff only', () => {
    expect(isStaff(null)).toBe(false);
    expect(isStaff({ _id: '2', email: 'olena@example.com', token: 't', status: 'user' })).toBe(false);
    expect(isStaff({ _id: '1', email: 'admin@example.com', token: '', status: 'adm' })).toBe(false);
    expect(isStaff({ _id: '1', email: 'admin@example.com', token: 't', status: 'adm' })).toBe(true);
  });

  it('shows the not-found page to a signed-out visitor', async () => {
    await renderRoute();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('shows the not-found page to a shopper', async () => {
    sessionStore.set({ _id: '2', email: 'olena.kovalenko@example.com', token: 'tok-shopper', status: 'user' });
    await renderRoute();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('loads the admin area for staff', async () => {
    sessionStore.set({ _id: '1', email: 'admin@example.com', token: 'tok-admin', status: 'adm' });
    const api = stubAdminApi({ 'GET /api/statistics/': [200, statistics()] });
    await renderRoute();
    expect(await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Info' })).toBeTruthy();
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer tok-admin');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { statistics, stubAdminApi } from '../../../test/admin';
import { renderShop } from '../../../test/render-shop';
import AdminApp from './AdminApp';

function renderApp(url = '/admin-dash', onSessionEnded = vi.fn()) {
  return renderShop(<AdminApp token="tok-admin" email="admin@example.com" onSessionEnded={onSessionEnded} />, {
    url,
    path: '/admin-dash/*',
    routes: [{ path: '/', element: <h1>Shop home</h1> }],
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Admin sections' });

describe('AdminApp', () => {
  it('opens on Info, with the sidebar of every section and Exit to the shop', async () => {
    stubAdminApi({ 'GET /api/statistics/': [200, statistics()] });
    const { container } = await renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Info' })).toBeTruthy();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Info', '/admin-dash'],
      ['Queries', '/admin-dash/queries'],
      ['Products', '/admin-dash/all-products'],
      ['Orders', '/admin-dash/view-order'],
      ['Main Slider', '/admin-dash/main-slider'],
      ['Colors', '/admin-dash/colors'],
      ['Exit', '/'],
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Info' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Signed in as admin@example.com')).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the not-found page when the server says the user is not staff (403)', async () => {
    const ended = vi.fn();
    stubAdminApi({ 'GET /api/queries': [403, { message: 'Staff only.' }] });
    await renderApp('/admin-dash/queries', ended);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session and shows the not-found page when the session was revoked (401)', async () => {
    const ended = vi.fn();
    stubAdminApi({ 'GET /api/statistics/': [401, { message: 'Token has been revoked' }] });
    await renderApp('/admin-dash', ended);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page for an unknown admin path', async () => {
    stubAdminApi({});
    await renderApp('/admin-dash/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('opens the menu as a drawer that Escape and choosing a link close', async () => {
    stubAdminApi({ 'GET /api/statistics/': [200, statistics()], 'GET /api/queries': [200, []] });
    const { router } = await renderApp();
    const burger = await screen.findByRole('button', { name: 'Open the admin menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(burger);
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Orders' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(burger);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Queries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dash/queries'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Queries' })).toBeTruthy();
  });
});

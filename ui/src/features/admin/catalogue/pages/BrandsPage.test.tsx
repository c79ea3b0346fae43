import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBrand } from '../category-types';
import { apiStub, fakeXhr, renderAdmin, TOKEN } from '../test-helpers';
import BrandsPage from './BrandsPage';

const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
const brand = (id: string, name: string, position: number, products = 0): AdminBrand => ({
  _id: id, name, slug: name.toLowerCase(), logo: null, position, products,
});
const BRANDS = [brand('3', 'Chrisanne', 0, 12), brand('4', 'DSI', 1, 4), brand('5', 'Empty', 2)];

describe('BrandsPage', () => {
  it('lists the brands in order and renames one, sending its slug only when changed', async () => {
    const api = apiStub({ '/api/admin/brands': [200, BRANDS], 'PUT /api/admin/brands/4': [200, { ...BRANDS[1], name: 'DSI London' }] });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<BrandsPage />, { url: '/admin-dash/brands' });

    const list = await screen.findByRole('list', { name: 'Brands in display order' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Chrisanne', 'DSI', 'Empty']);
    expect(within(list).getByText(/Products: 12/)).toBeTruthy();
    expect((await axe.run(document.body, AXE)).violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit “DSI”' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit “DSI”' });
    expect((await axe.run(modal, AXE)).violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText(/Name/), { target: { value: 'DSI London ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ name: 'DSI London' });
    expect(put?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('creates a brand and uploads its logo', async () => {
    const created = brand('6', 'Capezio', 3);
    const api = apiStub({ '/api/admin/brands': [200, BRANDS], 'POST /api/admin/brands': [201, created] });
    const xhr = fakeXhr(() => [200, { ...created, logo: '/media/brands/abc-1200.webp' }]);
    vi.stubGlobal('fetch', api.fetch);
    vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
    await renderAdmin(<BrandsPage />, { url: '/admin-dash/brands' });

    fireEvent.click(await screen.findByRole('button', { name: 'Add brand' }));
    const modal = await screen.findByRole('dialog', { name: 'New brand' });
    fireEvent.change(within(modal).getByLabelText(/Name/), { target: { value: 'Capezio' } });
    const logo = new File(['png'], 'capezio.png', { type: 'image/png' });
    fireEvent.change(within(modal).getByLabelText('Logo'), { target: { files: [logo] } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Capezio' });
    expect(xhr.sent[0]?.url).toBe('/api/admin/brands/6/logo');
    expect((xhr.sent[0]?.body as FormData).get('image')).toBe(logo);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves a brand with the buttons and says why one with products cannot be deleted', async () => {
    const reason = 'Products of this brand: 12. Give them another brand first.';
    const api = apiStub({
      '/api/admin/brands': [200, BRANDS],
      'PUT /api/admin/brands/order': [200, [{ ...BRANDS[1], position: 0 }, { ...BRANDS[0], position: 1 }, BRANDS[2]]],
      'DELETE /api/admin/brands/3': [409, { message: reason, errors: {} }],
    });
    vi.stubGlobal('fetch', api.fetch);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderAdmin(<BrandsPage />, { url: '/admin-dash/brands' });

    fireEvent.click(await screen.findByRole('button', { name: 'Move “DSI” up' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: ['4', '3', '5'] });
    const list = screen.getByRole('list', { name: 'Brands in display order' });
    await waitFor(() => expect(within(list).getAllByRole('heading')[0]?.textContent).toBe('DSI'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Chrisanne”' }));
    expect(window.confirm).toHaveBeenCalledWith('Delete the brand “Chrisanne”?');
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, OPTIONS, renderAdmin } from '../test-helpers';
import ColorsPage from './ColorsPage';

const royal = { _id: '5', names: { en: 'Royal Blue', ua: 'Королівський синій', pl: '', ru: '', de: '' }, slug: 'royal-blue', hex: '#4169E1', brandId: '3' };

describe('ColorsPage', () => {
  it('shows the server’s reason when products still use the colour', async () => {
    const reason = 'Products use this colour (12): choose another colour for them first.';
    const api = apiStub({
      '/api/admin/colors?page=1&limit=25': [200, [royal], { 'X-Total-Count': '1' }],
      '/api/admin/catalogue-options': [200, OPTIONS],
      'DELETE /api/admin/colors/5': [409, { message: reason, errors: {} }],
    });
    vi.stubGlobal('fetch', api.fetch);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderAdmin(<ColorsPage />, { url: '/admin-dash/colors' });

    const row = (await screen.findByText('Royal Blue')).closest('tr') as HTMLElement;
    expect(within(row).getByText('#4169E1')).toBeTruthy();
    expect(within(row).getByText('Chrisanne')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete colour Royal Blue' }));

    expect(window.confirm).toHaveBeenCalledWith('Do you really want to delete the colour “Royal Blue”?');
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  });

  it('creates a colour with its names, hex and brand', async () => {
    const created = { ...royal, _id: '9', names: { ...royal.names, en: 'Fuchsia' }, hex: '#FF00AA', slug: 'fuchsia' };
    const api = apiStub({
      '/api/admin/colors?page=1&limit=25': [200, [royal], { 'X-Total-Count': '1' }],
      '/api/admin/catalogue-options': [200, OPTIONS],
      'POST /api/admin/colors': [201, created],
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<ColorsPage />, { url: '/admin-dash/colors' });

    await screen.findByText('Royal Blue');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add colour' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    const modal = await screen.findByRole('dialog');
    expect((await axe.run(modal, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('English'), { target: { value: 'Fuchsia' } });
    fireEvent.change(within(modal).getByLabelText('Hex code'), { target: { value: 'ff00aa' } });
    fireEvent.change(within(modal).getByLabelText('Brand'), { target: { value: '4' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      names: { en: 'Fuchsia', ua: '', pl: '', ru: '', de: '' },
      hex: '#FF00AA',
      brandId: '4',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the server for a page of the colours searched, of a brand, in the order chosen', async () => {
    const black = { ...royal, _id: '6', names: { ...royal.names, en: 'Black', ua: 'Чорний' }, hex: '#000000', slug: 'black', brandId: '4' };
    const api = apiStub({
      '/api/admin/colors?page=1&limit=25': [200, [royal, black], { 'X-Total-Count': '60' }],
      '/api/admin/colors?search=%D1%87%D0%BE%D1%80&page=1&limit=25': [200, [black], { 'X-Total-Count': '1' }],
      '/api/admin/colors?search=%D1%87%D0%BE%D1%80&brandId=none&page=1&limit=25': [200, [], { 'X-Total-Count': '0' }],
      '/api/admin/colors?brandId=none&page=1&limit=25': [200, [], { 'X-Total-Count': '0' }],
      '/api/admin/colors?sort=name_asc&page=1&limit=25': [200, [black, royal], { 'X-Total-Count': '60' }],
      '/api/admin/colors?sort=name_asc&page=1&limit=50': [200, [black, royal], { 'X-Total-Count': '60' }],
      '/api/admin/colors?sort=name_asc&page=2&limit=50': [200, [royal], { 'X-Total-Count': '60' }],
      '/api/admin/catalogue-options': [200, OPTIONS],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderAdmin(<ColorsPage />, { url: '/admin-dash/colors', path: '/admin-dash/colors' });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name or hex'), { target: { value: 'чор' } });
    await waitFor(() => expect(screen.queryByText('Royal Blue')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Black')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Brand') as HTMLSelectElement).options.length).toBeGreaterThan(2));
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'none' } });
    expect(await screen.findByText('No colours match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=%D1%87%D0%BE%D1%80&brand=none');

    fireEvent.change(screen.getByLabelText('Search by name or hex'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?brand=none'), { timeout: 3000 });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name_asc' } });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '50' } });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?sort=name_asc&limit=50&page=2');
  });
});

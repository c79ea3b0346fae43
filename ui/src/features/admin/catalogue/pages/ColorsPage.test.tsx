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
      '/api/admin/colors': [200, [royal]],
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
      '/api/admin/colors': [200, [royal]],
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
});

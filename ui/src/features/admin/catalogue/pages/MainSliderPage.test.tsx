import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, makeSlide, renderAdmin, TOKEN } from '../test-helpers';
import MainSliderPage from './MainSliderPage';

const slides = [makeSlide('1', 'Spring sale', 0), makeSlide('2', 'New Lycra', 1), makeSlide('3', 'Crystals', 2)];

describe('MainSliderPage', () => {
  it('lists the slides in order and sends the new order of ids when one moves', async () => {
    const reordered = [
      { ...slides[1], position: 0 },
      { ...slides[0], position: 1 },
      { ...slides[2], position: 2 },
    ];
    const api = apiStub({
      '/api/admin/slides': [200, slides],
      'PUT /api/admin/slides/order': [200, reordered],
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<MainSliderPage />, { url: '/admin-dash/main-slider' });

    const list = await screen.findByRole('list', { name: 'Slides in display order' });
    const titles = () => within(list).getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles()).toEqual(['Slide 1 of 3: Spring sale', 'Slide 2 of 3: New Lycra', 'Slide 3 of 3: Crystals']);
    expect((screen.getByRole('button', { name: 'Move “Spring sale” up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    const up = screen.getByRole('button', { name: 'Move “New Lycra” up' });
    up.focus();
    fireEvent.click(up);

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/slides/order');
    expect(put?.body).toEqual({ ids: ['2', '1', '3'] });
    expect(put?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(titles()[0]).toBe('Slide 1 of 3: New Lycra'));
    // At the top now, its Up button is disabled: focus stays on the slide, on its Down button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “New Lycra” down' }));
  });

  it('puts the slides back and says why when the new order is refused', async () => {
    const api = apiStub({
      '/api/admin/slides': [200, slides],
      'PUT /api/admin/slides/order': [400, { message: 'Send every slide once.', errors: {} }],
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<MainSliderPage />, { url: '/admin-dash/main-slider' });

    fireEvent.click(await screen.findByRole('button', { name: 'Move “Spring sale” down' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const list = screen.getByRole('list', { name: 'Slides in display order' });
    await waitFor(() =>
      expect(within(list).getAllByRole('heading')[0]?.textContent).toBe('Slide 1 of 3: Spring sale'),
    );
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiStub, renderAdmin, TOKEN } from '../test-helpers';
import type { DeliveryZone } from '../types';
import { DeliveryZonesPanel } from './DeliveryZonesPanel';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast }));

const converted = (currency: string, prices: string[]) => ({
  currency,
  freeFrom: null,
  custom: false,
  bands: prices.map((price, index) => ({ upTo: index === prices.length - 1 ? null : 2000 * (index + 1), price })),
});

const EU: DeliveryZone = {
  code: 'eu',
  name: 'European Union',
  countries: ['DE', 'FR'],
  rest: false,
  methods: [
    {
      method: 'international',
      active: true,
      rates: [
        { currency: 'GBP', freeFrom: null, custom: true, bands: [{ upTo: 2000, price: '18.00' }, { upTo: null, price: '38.00' }] },
        { currency: 'UAH', freeFrom: '20000.00', custom: true, bands: [{ upTo: 2000, price: '1000.00' }, { upTo: null, price: '2100.00' }] },
        converted('EUR', ['21.24', '44.84']),
        converted('USD', ['24.30', '51.30']),
      ],
    },
  ],
};

async function openPanel(routes: Record<string, [number, unknown]> = {}) {
  const api = apiStub({ '/api/admin/delivery-zones': [200, [EU]], ...routes });
  vi.stubGlobal('fetch', api.fetch);
  await renderAdmin(<DeliveryZonesPanel />, { url: '/admin-dash/all-products' });
  fireEvent.click(screen.getByRole('button', { name: 'Delivery zones and prices by weight' }));
  const zone = await screen.findByRole('region', { name: 'European Union' });
  return { api, zone };
}

describe('DeliveryZonesPanel', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it("shows a zone's countries and each currency's weight bands, converted ones read-only", async () => {
    const { api, zone } = await openPanel();
    expect(api.calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect((within(zone).getByLabelText('Countries') as HTMLInputElement).value).toBe('DE, FR');
    const uah = within(zone).getByRole('group', { name: 'International post, UAH' });
    expect(within(uah).getAllByLabelText('Price, UAH').map((field) => (field as HTMLInputElement).value)).toEqual(['1000.00', '2100.00']);
    expect((within(uah).getByLabelText(/Free from, UAH/) as HTMLInputElement).value).toBe('20000.00');
    const eur = within(zone).getByRole('group', { name: 'International post, EUR' });
    expect(within(eur).getByText("Converted from the GBP prices at today's factor.")).toBeTruthy();
    expect((within(eur).getAllByLabelText('Price, EUR')[0] as HTMLInputElement).readOnly).toBe(true);
    expect(
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map(
        (violation) => violation.id,
      ),
    ).toEqual([]);
  });

  it('saves the whole zone with a heavier band and sends only the currencies staff priced', async () => {
    const { api, zone } = await openPanel({ 'PUT /api/admin/delivery-zones/eu': [200, EU] });
    const gbp = within(zone).getByRole('group', { name: 'International post, GBP' });
    fireEvent.click(within(gbp).getByRole('button', { name: 'Add a weight band' }));
    const weights = within(gbp).getAllByLabelText(/Up to \(grams\)/);
    fireEvent.change(weights[1] as HTMLElement, { target: { value: '10000' } });
    fireEvent.change(within(gbp).getAllByLabelText('Price, GBP')[2] as HTMLElement, { target: { value: '55' } });
    fireEvent.click(within(zone).getByRole('button', { name: 'Save European Union' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Delivery zone “European Union” saved.'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/delivery-zones/eu');
    expect(put?.body).toEqual({
      name: 'European Union',
      countries: ['DE', 'FR'],
      methods: [
        {
          method: 'international',
          active: true,
          rates: [
            { currency: 'GBP', freeFrom: null, bands: [{ upTo: 2000, price: '18.00' }, { upTo: 10000, price: '38.00' }, { upTo: null, price: '55' }] },
            { currency: 'UAH', freeFrom: '20000.00', bands: [{ upTo: 2000, price: '1000.00' }, { upTo: null, price: '2100.00' }] },
          ],
        },
      ],
    });
  });

  it('says what is wrong before sending, and the server’s errors beside their fields', async () => {
    const refusal = { message: 'Please check the fields.', errors: { json: { countries: ['AT already belong to the zone DACH.'] } } };
    const { api, zone } = await openPanel({ 'PUT /api/admin/delivery-zones/eu': [400, refusal] });
    const gbp = within(zone).getByRole('group', { name: 'International post, GBP' });
    fireEvent.change(within(gbp).getAllByLabelText(/Up to \(grams\)/)[0] as HTMLElement, { target: { value: '' } });
    fireEvent.click(within(zone).getByRole('button', { name: 'Save European Union' }));
    expect(await within(gbp).findByText('Each band must be heavier than the one before; only the last may be empty.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(gbp).getAllByLabelText(/Up to \(grams\)/)[0] as HTMLElement, { target: { value: '2000' } });
    fireEvent.change(within(zone).getByLabelText('Countries'), { target: { value: 'de fr at' } });
    fireEvent.click(within(zone).getByRole('button', { name: 'Save European Union' }));
    expect(await within(zone).findByText('AT already belong to the zone DACH.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ countries: ['DE', 'FR', 'AT'] });
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiStub, renderAdmin, TOKEN } from '../test-helpers';
import type { DeliveryRate } from '../types';
import { DeliveryRatesPanel } from './DeliveryRatesPanel';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast }));

const rate = (method: string, currency: string, price: string, freeFrom: string | null, custom = false): DeliveryRate => ({
  method,
  currency,
  price,
  freeFrom,
  custom,
});

const RATES: DeliveryRate[] = [
  rate('nova-poshta-branch', 'GBP', '1.50', '100.00'),
  rate('nova-poshta-branch', 'UAH', '84.08', '5605.00'),
  rate('nova-poshta-branch', 'USD', '2.03', '135.00'),
  rate('nova-poshta-branch', 'EUR', '80.00', '5500.00', true),
  rate('international', 'GBP', '15.00', null),
  rate('international', 'UAH', '840.75', null),
  rate('international', 'USD', '20.25', null),
  rate('international', 'EUR', '17.70', null),
];

type Answer = [number, unknown];

async function openPanel(routes: Record<string, Answer> = {}) {
  const api = apiStub({ '/api/admin/delivery-rates': [200, RATES], ...routes });
  vi.stubGlobal('fetch', api.fetch);
  await renderAdmin(<DeliveryRatesPanel />, { url: '/admin-dash/all-products' });
  const toggle = screen.getByRole('button', { name: 'Delivery prices by currency' });
  fireEvent.click(toggle);
  const branch = await screen.findByRole('region', { name: 'Nova Poshta branch' });
  return { api, branch };
}

const input = (scope: HTMLElement, name: string | RegExp) => within(scope).getByLabelText(name) as HTMLInputElement;
/** The row of one currency: the list item that holds its price field. */
const row = (scope: HTMLElement, code: string) => input(scope, `Price, ${code}`).closest('li') as HTMLElement;

describe('DeliveryRatesPanel', () => {
  beforeEach(() => {
    toast.mockClear();
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('shows each method’s prices per currency, converted ones as values that follow the GBP price', async () => {
    const { api, branch } = await openPanel();

    expect(api.calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(within(branch).getByText('In pounds sterling: £1.50, free from £100.00.')).toBeTruthy();
    expect(input(branch, 'Price, UAH').value).toBe('84.08');
    expect(input(branch, /Free from, UAH/).value).toBe('5605.00');
    expect(within(row(branch, 'UAH')).getByText('Converted')).toBeTruthy();
    expect(within(row(branch, 'UAH')).getByText(/Follows the GBP price/)).toBeTruthy();
    expect(within(row(branch, 'UAH')).queryByRole('button', { name: /Use the converted price/ })).toBeNull();
    expect(within(row(branch, 'EUR')).getByText('Own price')).toBeTruthy();
    expect(within(row(branch, 'EUR')).getByRole('button', { name: 'Use the converted price Nova Poshta branch, EUR' })).toBeTruthy();
    // GBP is the base, edited elsewhere: no row of its own.
    expect(within(branch).queryByLabelText('Price, GBP')).toBeNull();

    const international = screen.getByRole('region', { name: 'International post' });
    expect(within(international).getByText('In pounds sterling: £15.00, never free.')).toBeTruthy();
    expect(input(international, /Free from, USD/).value).toBe('');
    expect(
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map(
        (violation) => violation.id,
      ),
    ).toEqual([]);
  });

  it('saves a row with PUT in its currency and shows staff’s price as its own', async () => {
    const saved = rate('nova-poshta-branch', 'UAH', '80.00', null, true);
    const { api, branch } = await openPanel({ 'PUT /api/admin/delivery-rates/nova-poshta-branch/UAH': [200, saved] });

    fireEvent.change(input(branch, 'Price, UAH'), { target: { value: ' 80 ' } });
    fireEvent.change(input(branch, /Free from, UAH/), { target: { value: '' } });
    fireEvent.click(within(row(branch, 'UAH')).getByRole('button', { name: 'Save Nova Poshta branch, UAH' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nova Poshta branch: delivery price set to ₴80.00.'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/delivery-rates/nova-poshta-branch/UAH');
    expect(put?.body).toEqual({ price: '80', freeFrom: null });
    expect(put?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(input(branch, 'Price, UAH').value).toBe('80.00');
    expect(within(row(branch, 'UAH')).getByText('Own price')).toBeTruthy();
    expect(within(row(branch, 'UAH')).getByRole('button', { name: /Use the converted price/ })).toBeTruthy();
  });

  it('shows the server’s field errors beside the fields', async () => {
    const refusal = {
      message: 'Please check the form.',
      errors: { json: { price: ['Enter a price from 0 to 9999999.99.'], freeFrom: ['Enter an amount from 0 to 9999999.99.'] } },
    };
    const { api, branch } = await openPanel({ 'PUT /api/admin/delivery-rates/nova-poshta-branch/USD': [400, refusal] });

    fireEvent.change(input(branch, 'Price, USD'), { target: { value: '99999999' } });
    fireEvent.change(input(branch, /Free from, USD/), { target: { value: '99999999' } });
    fireEvent.click(within(row(branch, 'USD')).getByRole('button', { name: 'Save Nova Poshta branch, USD' }));

    expect(await within(branch).findByText('Enter a price from 0 to 9999999.99.')).toBeTruthy();
    expect(input(branch, 'Price, USD').getAttribute('aria-invalid')).toBe('true');
    expect(input(branch, 'Price, USD').getAttribute('aria-describedby')).toContain('error');
    expect(within(branch).getByText('Enter an amount from 0 to 9999999.99.')).toBeTruthy();
    expect(input(branch, /Free from, USD/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('Please check the form.');
    // The typed figures stay for staff to correct.
    expect(input(branch, 'Price, USD').value).toBe('99999999');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('checks the amounts itself before sending', async () => {
    const { api, branch } = await openPanel();

    fireEvent.change(input(branch, 'Price, UAH'), { target: { value: '' } });
    fireEvent.change(input(branch, /Free from, UAH/), { target: { value: '12,5' } });
    fireEvent.click(within(row(branch, 'UAH')).getByRole('button', { name: /Save/ }));

    expect(await within(branch).findByText('Please fill in this field.')).toBeTruthy();
    expect(within(branch).getByText('Enter an amount such as 12.50 (at most two decimal places).')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('goes back to the converted price with DELETE and keeps the keyboard on the row', async () => {
    const converted = rate('nova-poshta-branch', 'EUR', '1.77', '118.00');
    const { api, branch } = await openPanel({ 'DELETE /api/admin/delivery-rates/nova-poshta-branch/EUR': [200, converted] });

    expect(input(branch, 'Price, EUR').value).toBe('80.00');
    fireEvent.click(within(row(branch, 'EUR')).getByRole('button', { name: /Use the converted price/ }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nova Poshta branch: back to the converted price, €1.77.'));
    const call = api.calls.find((item) => item.method === 'DELETE');
    expect(call?.url).toBe('/api/admin/delivery-rates/nova-poshta-branch/EUR');
    expect(call?.body).toBeUndefined();
    expect(call?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(input(branch, 'Price, EUR').value).toBe('1.77');
    expect(input(branch, /Free from, EUR/).value).toBe('118.00');
    expect(within(row(branch, 'EUR')).getByText('Converted')).toBeTruthy();
    expect(within(row(branch, 'EUR')).queryByRole('button', { name: /Use the converted price/ })).toBeNull();
    expect(document.activeElement).toBe(input(branch, 'Price, EUR'));
  });

  it('says why a row could not be saved when no field is to blame', async () => {
    const { branch } = await openPanel({
      'PUT /api/admin/delivery-rates/nova-poshta-branch/UAH': [404, { message: 'There is no such delivery price.' }],
    });

    fireEvent.change(input(branch, 'Price, UAH'), { target: { value: '80' } });
    fireEvent.click(within(row(branch, 'UAH')).getByRole('button', { name: /Save/ }));

    expect(await within(row(branch, 'UAH')).findByRole('alert')).toHaveProperty('textContent', 'There is no such delivery price.');
  });

  it('labels its fields in the interface language', async () => {
    vi.stubGlobal('fetch', apiStub({ '/api/admin/delivery-rates': [200, RATES] }).fetch);
    await renderAdmin(<DeliveryRatesPanel />, { url: '/admin-dash/all-products', language: 'ua' });
    fireEvent.click(screen.getByRole('button', { name: 'Ціни доставки за валютами' }));
    const branch = await screen.findByRole('region', { name: 'Відділення Нової пошти' });
    expect(input(branch, 'Ціна, UAH').value).toBe('84.08');
    expect(within(branch).getByText('У фунтах стерлінгів: 1,50 £, безкоштовно від 100,00 £.')).toBeTruthy();
  });
});

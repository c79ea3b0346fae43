import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, makeAdminProduct, OPTIONS, renderAdmin } from '../test-helpers';
import ProductsPage from './ProductsPage';

const OPTIONS_WITH_CARDS = {
  ...OPTIONS,
  categories: [...OPTIONS.categories, { path: ['gift-cards', null, null, null], label: 'Gift cards' }],
};

const giftCard = makeAdminProduct({
  _id: '30',
  product_id: 'GIFT-20',
  names: { en: 'Gift card £20', ua: 'Подарункова картка £20', pl: '', ru: '', de: '' },
  price: '20.00',
  discount: 0,
  finalPrice: '20.00',
  minimum: '1',
  unit: 'pcs',
  stock: '100',
  images: [],
  brandId: null,
  colourId: null,
  category1: 'gift-cards',
  category2: null,
  isGiftCard: true,
  currencyPrices: { UAH: '1000.00' },
});

const CURRENCIES = {
  base: 'GBP',
  currencies: [
    { code: 'GBP', sign: '£', factor: '1' },
    { code: 'UAH', sign: '₴', factor: '56.05' },
    { code: 'USD', sign: '$', factor: '1.35' },
    { code: 'EUR', sign: '€', factor: '1.18' },
  ],
};

function giftCardApi(extra: Parameters<typeof apiStub>[0] = {}) {
  return apiStub({
    '/api/admin/products?page=1&limit=25': [200, [giftCard], { 'X-Total-Count': '1' }],
    '/api/admin/products/30': [200, giftCard],
    '/api/admin/products/17': [200, makeAdminProduct()],
    '/api/admin/catalogue-options': [200, OPTIONS_WITH_CARDS],
    '/api/currencies': [200, CURRENCIES],
    '/api/admin/delivery-zones': [200, []],
    ...extra,
  });
}

async function openProduct(id: string, api: ReturnType<typeof giftCardApi>) {
  vi.stubGlobal('fetch', api.fetch);
  await renderAdmin(<ProductsPage />, { url: `/admin-dash/all-products?edit=${id}`, path: '/admin-dash/all-products' });
  const modal = await screen.findByRole('dialog');
  await waitFor(() => expect((within(modal).getByLabelText('SKU') as HTMLInputElement).value).not.toBe(''));
  return modal;
}

const amount = (modal: HTMLElement, code: string) => within(modal).getByLabelText(new RegExp(`^Amount, ${code}`)) as HTMLInputElement;

describe('a gift card’s amounts in other currencies', () => {
  it('shows its own amounts, and the converted one for a currency left empty', async () => {
    const modal = await openProduct('30', giftCardApi());

    const group = within(modal).getByRole('group', { name: 'Amounts in other currencies' });
    expect(amount(modal, 'UAH').value).toBe('1000.00');
    expect(amount(modal, 'EUR').value).toBe('');
    await waitFor(() => expect(amount(modal, 'EUR').placeholder).toBe('23.60'));
    expect(within(group).getByText('Empty: €23.60, the GBP price converted.')).toBeTruthy();
    expect(within(group).getByText('Empty: $27.00, the GBP price converted.')).toBeTruthy();
    // The converted figure follows the GBP price as it is typed.
    fireEvent.change(within(modal).getByLabelText('Price, £'), { target: { value: '50' } });
    expect(amount(modal, 'USD').placeholder).toBe('67.50');
    expect((await axe.run(modal, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sends the amounts filled in as currencyPrices, and null once all are empty', async () => {
    const saved = { ...giftCard, currencyPrices: { EUR: '25.00' } };
    const api = giftCardApi({ 'PUT /api/admin/products/30': [200, saved] });
    const modal = await openProduct('30', api);

    fireEvent.change(amount(modal, 'UAH'), { target: { value: '' } });
    fireEvent.change(amount(modal, 'EUR'), { target: { value: ' 25 ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ currencyPrices: { EUR: '25' } });
    await waitFor(() => expect(amount(modal, 'EUR').value).toBe('25.00'));

    fireEvent.change(amount(modal, 'EUR'), { target: { value: '' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({ currencyPrices: null });
  });

  it('shows the server’s errors.currencyPrices beside the amounts', async () => {
    const refusal = {
      message: 'Please check the form.',
      errors: { currencyPrices: { USD: ['Enter a price from 0 to 99999999.99.'] } },
    };
    const api = giftCardApi({ 'PUT /api/admin/products/30': [400, refusal] });
    const modal = await openProduct('30', api);

    fireEvent.change(amount(modal, 'USD'), { target: { value: '999999999' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await within(modal).findByText('Enter a price from 0 to 99999999.99.')).toBeTruthy();
    expect(amount(modal, 'USD').getAttribute('aria-invalid')).toBe('true');
    expect(amount(modal, 'UAH').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal of the amounts as a whole under them', async () => {
    const refusal = { message: 'Only gift cards have amounts of their own in other currencies.', errors: { currencyPrices: ['Only gift cards have amounts of their own in other currencies.'] } };
    const api = giftCardApi({ 'PUT /api/admin/products/30': [409, refusal] });
    const modal = await openProduct('30', api);

    fireEvent.change(amount(modal, 'EUR'), { target: { value: '25' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    const group = within(modal).getByRole('group', { name: 'Amounts in other currencies' });
    expect(await within(group).findByText('Only gift cards have amounts of their own in other currencies.')).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toContain('ac-own-prices-error');
  });

  it('checks each amount before sending', async () => {
    const api = giftCardApi();
    const modal = await openProduct('30', api);

    fireEvent.change(amount(modal, 'EUR'), { target: { value: '25,50' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await within(modal).findByText('Enter an amount such as 12.50 (at most two decimal places).')).toBeTruthy();
    expect(amount(modal, 'EUR').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers the amounts only for a gift card', async () => {
    const plain = await openProduct('17', giftCardApi());
    expect(within(plain).queryByRole('group', { name: 'Amounts in other currencies' })).toBeNull();
    fireEvent.click(within(plain).getByLabelText('Gift card'));
    expect(within(plain).getByRole('group', { name: 'Amounts in other currencies' })).toBeTruthy();
  });

  it('sends currencyPrices: null with a gift card that stops being one', async () => {
    const saved = { ...giftCard, isGiftCard: false, currencyPrices: null };
    const api = giftCardApi({ 'PUT /api/admin/products/30': [200, saved] });
    const modal = await openProduct('30', api);

    fireEvent.click(within(modal).getByLabelText('Gift card'));
    expect(within(modal).queryByRole('group', { name: 'Amounts in other currencies' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ isGiftCard: false, currencyPrices: null });
  });

  it('creates a gift card with its amounts', async () => {
    const created = { ...giftCard, _id: '31', product_id: 'GIFT-50', currencyPrices: { UAH: '2500.00' } };
    const api = giftCardApi({
      '/api/admin/products?category1=gift-cards&page=1&limit=25': [200, [], { 'X-Total-Count': '0' }],
      'POST /api/admin/products': [201, created],
      '/api/admin/products/31': [200, created],
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products/gift-cards', path: '/admin-dash/all-products/:category' });

    fireEvent.click(await screen.findByRole('button', { name: 'Create product' }));
    const modal = await screen.findByRole('dialog', { name: 'New product' });
    await waitFor(() => expect((within(modal).getByLabelText('Level 1') as HTMLSelectElement).value).toBe('gift-cards'));
    fireEvent.change(within(modal).getByLabelText('Name (English)'), { target: { value: 'Gift card £50' } });
    fireEvent.click(within(modal).getByRole('tab', { name: /Ukrainian/ }));
    fireEvent.change(within(modal).getByLabelText('Name (Ukrainian)'), { target: { value: 'Подарункова картка £50' } });
    fireEvent.change(within(modal).getByLabelText('SKU'), { target: { value: 'GIFT-50' } });
    fireEvent.change(within(modal).getByLabelText('Price, £'), { target: { value: '50' } });
    fireEvent.change(amount(modal, 'UAH'), { target: { value: '2500' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      product_id: 'GIFT-50',
      price: '50',
      category1: 'gift-cards',
      isGiftCard: true,
      currencyPrices: { UAH: '2500' },
    });
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, fakeXhr, makeAdminProduct, OPTIONS, renderAdmin, TOKEN } from '../test-helpers';
import ProductsPage from './ProductsPage';

const lycra = makeAdminProduct();
const velvet = makeAdminProduct({
  _id: '18',
  product_id: 'DSI-VEL-0002',
  names: { en: 'Stretch Velvet Black', ua: 'Оксамит чорний', pl: '', ru: '', de: '' },
  price: '4.00',
  discount: 0,
  finalPrice: '4.00',
  brandId: '4',
  colourId: '6',
  category2: 'velvet',
  images: [],
});

const CURRENCIES = {
  base: 'GBP',
  currencies: [
    { code: 'GBP', sign: '£', factor: '1' },
    { code: 'UAH', sign: '₴', factor: '56.05' },
  ],
};

function productsApi(extra: Record<string, [number, unknown] | [number, unknown, Record<string, string>]> = {}) {
  return apiStub({
    '/api/admin/products?page=1&limit=25': [200, [lycra, velvet], { 'X-Total-Count': '30' }],
    '/api/admin/products/17': [200, lycra],
    '/api/admin/products/18': [200, velvet],
    '/api/admin/catalogue-options': [200, OPTIONS],
    '/api/currencies': [200, CURRENCIES],
    '/api/admin/delivery-zones': [200, []],
    ...extra,
  });
}

const dialog = () => screen.findByRole('dialog');
const field = (scope: HTMLElement, name: string | RegExp) => within(scope).getByLabelText(name) as HTMLInputElement;

describe('ProductsPage', () => {
  it('lists a page of products with the staff token and shows page X of Y', async () => {
    const api = productsApi();
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products' });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('CHR-LYC-0001')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('£2.25')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('25.50 m')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);
    const list = api.calls.find((call) => call.url.startsWith('/api/admin/products?'));
    expect(list?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('opens the edit modal with the product, locks the page scroll and gives it back on close', async () => {
    vi.stubGlobal('fetch', productsApi().fetch);
    document.body.style.overflow = 'auto';
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products?edit=17', path: '/admin-dash/all-products' });

    const modal = await dialog();
    await waitFor(() => expect(field(modal, 'SKU').value).toBe('CHR-LYC-0001'));
    expect(within(modal).getByRole('heading', { name: 'Edit “Lycra Royal”' })).toBeTruthy();
    expect(field(modal, 'Name (English)').value).toBe('Lycra Royal');
    // Fabric is priced per metre on the form: the shop's £2.50 per 10 cm is £25.00 a metre.
    expect(field(modal, 'Price per metre, £').value).toBe('25.00');
    expect(within(modal).getByText('In pounds sterling per metre, before the discount. The shop keeps it per 10 cm: £2.50 per 10 cm.')).toBeTruthy();
    expect(field(modal, 'Discount, %').value).toBe('10');
    expect(within(modal).getByText('£22.50 per metre')).toBeTruthy();
    expect(within(modal).getByRole('link', { name: /View in the shop/ }).getAttribute('href')).toBe('/products/CHR-LYC-0001');
    expect((within(modal).getByLabelText('Brand') as HTMLSelectElement).value).toBe('3');
    expect((within(modal).getByLabelText('Level 2') as HTMLSelectElement).value).toBe('lycra');
    expect(within(modal).getByText('Card image')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect((await axe.run(modal, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('auto');
  });

  it('drops the form on close: another product never shows the last one’s edits', async () => {
    vi.stubGlobal('fetch', productsApi().fetch);
    const { router } = await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products' });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lycra Royal' }));
    let modal = await dialog();
    await waitFor(() => expect(field(modal, 'SKU').value).toBe('CHR-LYC-0001'));
    expect(router.state.location.search).toBe('?edit=17');
    fireEvent.change(field(modal, 'Price per metre, £'), { target: { value: '99.90' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Stretch Velvet Black' }));
    modal = await dialog();
    await waitFor(() => expect(field(modal, 'SKU').value).toBe('DSI-VEL-0002'));
    expect(field(modal, 'Price per metre, £').value).toBe('40.00');
    expect(field(modal, 'Name (English)').value).toBe('Stretch Velvet Black');

    fireEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lycra Royal' }));
    modal = await dialog();
    await waitFor(() => expect(field(modal, 'SKU').value).toBe('CHR-LYC-0001'));
    expect(field(modal, 'Price per metre, £').value).toBe('25.00');
  });

  it('saves the edited fields with PUT and shows the final price the server worked out', async () => {
    const saved = { ...lycra, price: '3.10', discount: 20, finalPrice: '2.48', names: { ...lycra.names, de: 'Lycra Königsblau' } };
    const api = productsApi({ 'PUT /api/admin/products/17': [200, saved] });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products?edit=17', path: '/admin-dash/all-products' });

    const modal = await dialog();
    await waitFor(() => expect(field(modal, 'SKU').value).toBe('CHR-LYC-0001'));
    fireEvent.change(field(modal, 'Price per metre, £'), { target: { value: '31' } });
    fireEvent.change(field(modal, 'Discount, %'), { target: { value: '20' } });
    fireEvent.click(within(modal).getByRole('tab', { name: 'German' }));
    fireEvent.change(field(modal, /Name \(German\)/), { target: { value: 'Lycra Königsblau' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/products/17');
    expect(put?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(put?.body).toEqual({
      price: '3.10',
      discount: 20,
      names: { en: 'Lycra Royal', ua: 'Лайкра королівська', pl: '', ru: '', de: 'Lycra Königsblau' },
    });
    expect(await within(modal).findByText('£24.80 per metre')).toBeTruthy();
  });

  it('creates a product with POST in the list category, then goes on editing it', async () => {
    const created = makeAdminProduct({ _id: '40', product_id: 'CRY-NEW-0001', category1: 'crystals', category2: null, images: [] });
    const api = productsApi({
      '/api/admin/products?category1=crystals&page=1&limit=25': [200, [], { 'X-Total-Count': '0' }],
      'POST /api/admin/products': [201, created],
      '/api/admin/products/40': [200, created],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderAdmin(<ProductsPage />, {
      url: '/admin-dash/all-products/crystals',
      path: '/admin-dash/all-products/:category',
    });

    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    const modal = await screen.findByRole('dialog', { name: 'New product' });
    await waitFor(() => expect((within(modal).getByLabelText('Level 1') as HTMLSelectElement).value).toBe('crystals'));
    expect(within(modal).getByText(/^Images you choose now are uploaded as soon as the product is created\./)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(await within(modal).findByText('Please correct the marked fields.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(field(modal, 'Name (English)'), { target: { value: 'Hotfix SS16 Crystal' } });
    fireEvent.click(within(modal).getByRole('tab', { name: /Ukrainian/ }));
    fireEvent.change(field(modal, 'Name (Ukrainian)'), { target: { value: 'Гарячої фіксації SS16' } });
    fireEvent.change(field(modal, 'SKU'), { target: { value: 'CRY-NEW-0001' } });
    fireEvent.change(field(modal, 'Price, £'), { target: { value: '0.35' } });
    fireEvent.change(field(modal, 'Stock'), { target: { value: '1440' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      product_id: 'CRY-NEW-0001',
      names: { en: 'Hotfix SS16 Crystal', ua: 'Гарячої фіксації SS16', pl: '', ru: '', de: '' },
      descriptions: { en: '', ua: '', pl: '', ru: '', de: '' },
      price: '0.35',
      discount: 0,
      minimum: '1',
      unit: 'pcs',
      stock: '1440',
      weightGrams: 0,
      category1: 'crystals',
      category2: null,
      category3: null,
      category4: null,
      brandId: null,
      colourId: null,
      isActive: true,
      isGiftCard: false,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?edit=40'));
    expect(await screen.findByRole('heading', { name: 'Edit “Lycra Royal”' })).toBeTruthy();
    expect(screen.getByLabelText('Add an image')).toBeTruthy();
  });

  it('shows the server field errors beside their fields', async () => {
    const refusal = { message: 'Please check the form.', errors: { names: { ua: ['Fill in this field.'] }, product_id: ['Another product has this sku.'] } };
    vi.stubGlobal('fetch', productsApi({ 'PUT /api/admin/products/17': [400, refusal] }).fetch);
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products?edit=17', path: '/admin-dash/all-products' });

    const modal = await dialog();
    await waitFor(() => expect(field(modal, 'SKU').value).toBe('CHR-LYC-0001'));
    fireEvent.change(field(modal, 'SKU'), { target: { value: 'DSI-VEL-0002' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await within(modal).findByText('Another product has this sku.')).toBeTruthy();
    expect(field(modal, 'SKU').getAttribute('aria-invalid')).toBe('true');
    // The Ukrainian tab is chosen, since its field has an error.
    expect(within(modal).getByRole('tab', { name: /Ukrainian/, selected: true })).toBeTruthy();
    expect(within(modal).getByText('Fill in this field.')).toBeTruthy();
    expect(within(modal).getByRole('alert').textContent).toBe('Please check the form.');
  });

  it('checks a CSV file first and shows each row’s errors in a table', async () => {
    vi.stubGlobal('fetch', productsApi().fetch);
    const report = {
      dryRun: true,
      rows: 3,
      created: 1,
      updated: 1,
      errors: [{ row: 4, field: 'price', message: 'Enter a price from 0 to 9999999999.99.' }],
    };
    const xhr = fakeXhr(() => [200, report]);
    vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products' });

    const file = new File(['product_id,name_en\n'], 'products.csv', { type: 'text/csv' });
    const toggle = await screen.findByRole('button', { name: 'CSV import and export' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('CSV file to import'), { target: { files: [file] } });
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Check (dry run)' }));

    const table = await screen.findByRole('table', { name: '1 error by row and field' });
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['4', 'price', 'Enter a price from 0 to 9999999999.99.']);
    expect(screen.getByText('Rows: 3, new: 1, updated: 1, errors: 1.')).toBeTruthy();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]?.method).toBe('POST');
    expect(xhr.sent[0]?.url).toBe('/api/admin/products/import?dryRun=true');
    expect(xhr.sent[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect((xhr.sent[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    // A file with errors cannot be imported.
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

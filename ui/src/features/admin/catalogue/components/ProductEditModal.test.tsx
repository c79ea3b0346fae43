import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, fakeXhr, makeAdminProduct, OPTIONS, renderAdmin } from '../test-helpers';
import { NEW_PRODUCT, ProductEditModal } from './ProductEditModal';

const CURRENCIES = { base: 'GBP', currencies: [{ code: 'GBP', sign: '£', factor: '1' }] };
const OPTIONS_WITH_BLACKS = {
  ...OPTIONS,
  brands: [
    { _id: '3', name: 'Chrisanne' },
    { _id: '4', name: 'DSI' },
  ],
  colours: [
    { _id: '5', name: 'Black', hex: '#000000', brandId: '3' },
    { _id: '6', name: 'Black', hex: '#000000', brandId: '3' },
    { _id: '7', name: 'Black', hex: '#000000', brandId: '4' },
    { _id: '8', name: 'Royal Blue', hex: '#4169E1', brandId: '3' },
  ],
};

const field = (scope: HTMLElement, name: string | RegExp) => within(scope).getByLabelText(name) as HTMLInputElement;

describe('the product form', () => {
  it('prices fabric per metre, keeps it per 10 cm, and lets the unit follow the way of selling', async () => {
    const created = makeAdminProduct({ _id: '40', product_id: 'CH-NEW-1', price: '1.95', images: [] });
    const api = apiStub({
      '/api/admin/catalogue-options': [200, OPTIONS_WITH_BLACKS],
      '/api/currencies': [200, CURRENCIES],
      'POST /api/admin/products': [201, created],
    });
    vi.stubGlobal('fetch', api.fetch);
    const xhr = fakeXhr(() => [200, { ...created, images: ['/media/products/new-1200.webp'] }]);
    vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
    const onCreated = vi.fn();
    await renderAdmin(<ProductEditModal target={NEW_PRODUCT} category="fabrics" onClose={vi.fn()} onCreated={onCreated} />);
    const modal = await screen.findByRole('dialog', { name: 'New product' });

    await waitFor(() => expect(field(modal, 'Price per metre, £')).toBeTruthy());
    expect((field(modal, 'Unit') as unknown as HTMLSelectElement).value).toBe('m');
    fireEvent.change(field(modal, 'Price per metre, £'), { target: { value: '19.55' } });
    fireEvent.change(field(modal, 'Sold by') as unknown as HTMLSelectElement, { target: { value: '1' } });
    expect((field(modal, 'Unit') as unknown as HTMLSelectElement).value).toBe('pcs');
    expect(within(modal).getByLabelText('Price, £')).toBeTruthy();
    fireEvent.change(field(modal, 'Sold by') as unknown as HTMLSelectElement, { target: { value: '0.1' } });
    expect((field(modal, 'Unit') as unknown as HTMLSelectElement).value).toBe('m');

    fireEvent.change(field(modal, 'Name (English)'), { target: { value: 'Lycra Black' } });
    fireEvent.click(within(modal).getByRole('tab', { name: /Ukrainian/ }));
    fireEvent.change(field(modal, 'Name (Ukrainian)'), { target: { value: 'Лайкра чорна' } });
    fireEvent.change(field(modal, 'SKU'), { target: { value: 'CH-NEW-1' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(
      await within(modal).findByText('A price per metre is kept per 10 cm, so it must be a whole number of 10 pence, such as 19.50.'),
    ).toBeTruthy();

    fireEvent.change(field(modal, 'Price per metre, £'), { target: { value: '19.50' } });
    expect(within(modal).getByText(/The shop keeps it per 10 cm: £1\.95 per 10 cm\./)).toBeTruthy();
    const picture = new File(['png'], 'black.png', { type: 'image/png' });
    fireEvent.change(within(modal).getByLabelText('Choose images'), { target: { files: [picture] } });
    expect(within(modal).getByText('black.png (uploaded on create)')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ price: '1.95', minimum: '0.1', unit: 'm' });
    expect(xhr.sent.map((request) => request.url)).toEqual(['/api/admin/products/40/images']);
    expect(onCreated.mock.calls[0]?.[0].images).toEqual(['/media/products/new-1200.webp']);
  });

  it('groups colours by brand, each once, and finds them by name', async () => {
    vi.stubGlobal(
      'fetch',
      apiStub({ '/api/admin/catalogue-options': [200, OPTIONS_WITH_BLACKS], '/api/currencies': [200, CURRENCIES] }).fetch,
    );
    await renderAdmin(<ProductEditModal target={NEW_PRODUCT} category="fabrics" onClose={vi.fn()} onCreated={vi.fn()} />);
    const modal = await screen.findByRole('dialog', { name: 'New product' });
    const colour = (await within(modal).findByLabelText('Colour')) as HTMLSelectElement;
    const groups = () => [...colour.querySelectorAll('optgroup')].map((group) => [group.label, group.querySelectorAll('option').length]);
    expect(groups()).toEqual([
      ['Chrisanne', 2],
      ['DSI', 1],
    ]);
    fireEvent.change(field(modal, 'Brand') as unknown as HTMLSelectElement, { target: { value: '4' } });
    expect(groups()[0]).toEqual(['DSI', 1]);
    fireEvent.change(field(modal, /Find a colour/), { target: { value: 'blue' } });
    expect(groups()).toEqual([['Chrisanne', 1]]);
  });

  it('shows the product’s edit history from the audit log when opened', async () => {
    const lycra = makeAdminProduct();
    const entry = {
      _id: '9',
      at: '2026-12-01T09:30:00Z',
      actor: 'maria@example.com',
      action: 'update',
      entity: 'product',
      entityId: lycra._id,
      summary: 'Lycra Royal',
      before: { price: '2.40' },
      after: { price: '2.50' },
    };
    const api = apiStub({
      [`/api/admin/products/${lycra._id}`]: [200, lycra],
      '/api/admin/catalogue-options': [200, OPTIONS],
      '/api/currencies': [200, CURRENCIES],
      [`/api/admin/audit?entity=product&entityId=${lycra._id}&page=1&limit=10`]: [200, [entry], { 'X-Total-Count': '1' }],
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<ProductEditModal target={lycra._id} category={null} onClose={vi.fn()} onCreated={vi.fn()} />);
    const modal = await screen.findByRole('dialog');
    const history = await within(modal).findByText('Edit history');
    expect(api.calls.some((call) => call.url.startsWith('/api/admin/audit'))).toBe(false); // read when opened
    fireEvent.click(history);
    expect(await within(modal).findByText(/maria@example\.com/)).toBeTruthy();
    expect(within(modal).getByText('2.40')).toBeTruthy();
    expect(within(modal).getByText('2.50')).toBeTruthy();
  });
});

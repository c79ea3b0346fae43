import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, makeAdminProduct, OPTIONS, renderAdmin } from '../test-helpers';
import ProductsPage from './ProductsPage';

const few = makeAdminProduct({ _id: '21', product_id: 'DSI-CR-0003', stock: '2', unit: 'pcs', discount: 0, finalPrice: '2.50' });
const many = makeAdminProduct({ _id: '22', product_id: 'CHR-LY-0009', stock: '480', discount: 20, price: '5.00', finalPrice: '4.00' });

function listApi(lists: Record<string, unknown[]>, total = '120') {
  const routes: Record<string, [number, unknown] | [number, unknown, Record<string, string>]> = {
    '/api/admin/catalogue-options': [200, OPTIONS],
    '/api/currencies': [200, { base: 'GBP', currencies: [{ code: 'GBP', sign: '£', factor: '1' }] }],
    '/api/admin/delivery-zones': [200, []],
  };
  for (const [query, items] of Object.entries(lists)) routes[`/api/admin/products?${query}`] = [200, items, { 'X-Total-Count': total }];
  return apiStub(routes);
}

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const listCalls = (api: ReturnType<typeof apiStub>) =>
  api.calls.filter((call) => call.url.startsWith('/api/admin/products?')).map((call) => call.url.replace('/api/admin/products?', ''));

describe('the product list at scale', () => {
  it('shows 25 a page by default and 50 or 100 when chosen, from page 1 again', async () => {
    const api = listApi({ 'page=3&limit=25': [few], 'page=1&limit=50': [few, many], 'page=1&limit=100': [many] });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products?page=3', path: '/admin-dash/all-products' });
    expect(await screen.findByText('Page 3 of 5')).toBeTruthy();
    expect(select('Per page').value).toBe('25');
    expect([...select('Per page').options].map((option) => option.value)).toEqual(['25', '50', '100']);

    fireEvent.change(select('Per page'), { target: { value: '50' } });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?limit=50');
    fireEvent.change(select('Per page'), { target: { value: '100' } });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(listCalls(api)).toEqual(['page=3&limit=25', 'page=1&limit=50', 'page=1&limit=100']);
  });

  it('sorts by the order chosen, in either direction, and says so on the column', async () => {
    const api = listApi({ 'page=1&limit=25': [many, few], 'sort=stock_asc&page=1&limit=25': [few, many],
      'sort=stock_desc&page=1&limit=25': [many, few] });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products', path: '/admin-dash/all-products' });
    await screen.findByText('CHR-LY-0009');
    expect(select('Sort by').value).toBe('newest');
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBeNull();

    fireEvent.change(select('Sort by'), { target: { value: 'stock_asc' } });
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('DSI-CR-0003')).toBeTruthy());
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?sort=stock_asc');

    fireEvent.change(select('Sort by'), { target: { value: 'stock_desc' } });
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('CHR-LY-0009')).toBeTruthy());
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('descending');
    expect([...select('Sort by').options].map((option) => option.textContent)).toContain('Stock, least first');
  });

  it('sorts by a column when its header is clicked, the other way round on the second click', async () => {
    const api = listApi({ 'page=1&limit=25': [many, few], 'sort=stock_asc&page=1&limit=25': [few, many],
      'sort=stock_desc&page=1&limit=25': [many, few] });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products', path: '/admin-dash/all-products' });
    await screen.findByText('CHR-LY-0009');
    const header = () => screen.getByRole('columnheader', { name: 'Stock' });

    fireEvent.click(within(header()).getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=stock_asc'));
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('DSI-CR-0003')).toBeTruthy());
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(select('Sort by').value).toBe('stock_asc');

    fireEvent.click(within(header()).getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toBe('?sort=stock_desc');
  });

  it('filters by brand and stock from page 1, keeping the order and the page size', async () => {
    const api = listApi({
      'sort=price_desc&page=2&limit=50': [many, few],
      'brandId=4&sort=price_desc&page=1&limit=50': [few],
      'brandId=4&stock=low&sort=price_desc&page=1&limit=50': [few],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await renderAdmin(<ProductsPage />, {
      url: '/admin-dash/all-products?sort=price_desc&limit=50&page=2',
      path: '/admin-dash/all-products',
    });
    await screen.findByText('CHR-LY-0009');
    await waitFor(() => expect(select('Brand').options).toHaveLength(3));
    fireEvent.change(select('Brand'), { target: { value: '4' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc&limit=50&brand=4'));
    fireEvent.change(select('Stock'), { target: { value: 'low' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc&limit=50&brand=4&stock=low'));
    await waitFor(() => expect(listCalls(api)).toContain('brandId=4&stock=low&sort=price_desc&page=1&limit=50'));
    expect([...select('Stock').options].map((option) => option.textContent)).toEqual(['Any stock', 'In stock', 'Running low', 'Out of stock']);
    expect([...select('Brand').options].map((option) => option.textContent)).toEqual(['All brands', 'Chrisanne', 'DSI']);
  });

  it('says what a discounted price was before the discount', async () => {
    vi.stubGlobal('fetch', listApi({ 'page=1&limit=25': [many] }).fetch);
    await renderAdmin(<ProductsPage />, { url: '/admin-dash/all-products', path: '/admin-dash/all-products' });
    const row = (await screen.findByText('CHR-LY-0009')).closest('tr') as HTMLElement;
    expect(within(row).getByText('£4.00')).toBeTruthy();
    expect(within(row).getByText('−20% off £5.00')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { order, renderAdmin, stubAdminApi } from '../../../../test/admin';
import OrdersPage from './OrdersPage';

const page1 = [
  order({ _id: '120', number: 'DF-000120', currency: 'UAH', totalPrice: '14500.70', isPaid: false }),
  order({ _id: '119', number: 'DF-000119', currency: 'UAH', totalPrice: '2132.14', isPaid: true, paymentStatus: 'Paid' }),
  order({ _id: '118', number: 'DF-000118', currency: 'GBP', totalPrice: '350.86', status: 'Sent' }),
  order({ _id: '117', number: 'DF-000117', currency: 'EUR', totalPrice: '41.30', status: 'Delivered', isPaid: true }),
];

const rows = () => screen.getAllByTestId('order-row');
const status = () => screen.getByTestId('pager-status').textContent;

function renderOrders(url = '/admin-dash/view-order') {
  return renderAdmin(<OrdersPage />, { url, path: '/admin-dash/view-order' });
}

describe('OrdersPage', () => {
  it("lists a page of 4 with 'Page X of Y' from X-Total-Count, paid rows green and saying Paid", async () => {
    const api = stubAdminApi({ 'GET /api/orders?page=1&limit=4': [200, page1, { 'X-Total-Count': '9' }] });
    const { container } = await renderOrders();

    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(status()).toBe('Page 1 of 3');
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer tok-admin');

    const [unpaid, paid, sent, delivered] = rows();
    expect(paid!.className).toContain('admin-order--paid');
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(unpaid!.className).not.toContain('admin-order--paid');
    expect(within(unpaid!).getByText('Not paid')).toBeTruthy();
    expect(delivered!.className).toContain('admin-order--paid');

    // Each total in its order's own currency, never converted.
    expect(within(unpaid!).getByTestId('order-total').textContent).toBe('₴14,500.70');
    expect(within(sent!).getByTestId('order-total').textContent).toBe('£350.86');
    expect(within(delivered!).getByTestId('order-total').textContent).toBe('€41.30');
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    expect(within(paid!).getByRole('link', { name: 'DF-000119' }).getAttribute('href')).toBe('/admin-dash/order-details/119');
    expect(within(paid!).getByText('Oksana Melnyk')).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('asks the server for the next page and keeps it in orderPaginate', async () => {
    const api = stubAdminApi({
      'GET /api/orders?page=1&limit=4': [200, page1, { 'X-Total-Count': '9' }],
      'GET /api/orders?page=2&limit=4': [200, [order({ _id: '116', number: 'DF-000116' })], { 'X-Total-Count': '9' }],
    });
    await renderOrders();
    await waitFor(() => expect(status()).toBe('Page 1 of 3'));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(status()).toBe('Page 2 of 3'));
    await waitFor(() => expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['DF-000116']));
    expect(api.sent('GET', '/api/orders?page=2&limit=4')).toHaveLength(1);
    expect(window.localStorage.getItem('orderPaginate')).toBe('2');
  });

  it('filters by status, starting again at page 1', async () => {
    window.localStorage.setItem('orderPaginate', '2');
    const api = stubAdminApi({
      'GET /api/orders?page=2&limit=4': [200, page1.slice(0, 1), { 'X-Total-Count': '5' }],
      'GET /api/orders?status=Paid&page=1&limit=4': [200, [page1[1], page1[3]], { 'X-Total-Count': '2' }],
    });
    const { router } = await renderOrders();
    await waitFor(() => expect(status()).toBe('Page 2 of 2'));

    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() => expect(status()).toBe('Page 1 of 1'));
    expect(rows()).toHaveLength(2);
    expect(rows().every((row) => row.className.includes('admin-order--paid'))).toBe(true);
    expect(api.sent('GET', '/api/orders?status=Paid&page=1&limit=4')).toHaveLength(1);
    expect(window.localStorage.getItem('orderPaginate')).toBe('1');
    expect(router.state.location.search).toBe('?status=Paid');
  });

  it('says so when no order has the status', async () => {
    stubAdminApi({ 'GET /api/orders?status=Delivered&page=1&limit=4': [200, [], { 'X-Total-Count': '0' }] });
    await renderOrders('/admin-dash/view-order?status=Delivered');
    expect(await screen.findByText('There are no orders with this status!')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Delivered' }) as HTMLInputElement).checked).toBe(true);
  });

  it('moves a stored page past the end back to the last page', async () => {
    window.localStorage.setItem('orderPaginate', '7');
    stubAdminApi({
      'GET /api/orders?page=7&limit=4': [200, [], { 'X-Total-Count': '5' }],
      'GET /api/orders?page=2&limit=4': [200, page1.slice(0, 1), { 'X-Total-Count': '5' }],
    });
    await renderOrders();
    await waitFor(() => expect(status()).toBe('Page 2 of 2'));
    expect(rows()).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order, renderAdmin, stubAdminApi } from '../../../../test/admin';
import type { Order } from '../types';
import OrderDetailsPage from './OrderDetailsPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast }));

const ONE = 'GET /api/orders/119';

function renderDetails(deny = vi.fn()) {
  return renderAdmin(<OrderDetailsPage />, { url: '/admin-dash/order-details/119', path: '/admin-dash/order-details/:id', deny });
}

const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Change the delivery status' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('OrderDetailsPage', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('shows the whole order in its own currency', async () => {
    stubAdminApi({ [ONE]: [200, order({ giftCardAmount: '10.00' })] });
    const { container } = await renderDetails();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order DF-000119' })).toBeTruthy();
    expect(screen.getByText('Oksana Melnyk')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'oksana.melnyk@example.com' }).getAttribute('href')).toBe('mailto:oksana.melnyk@example.com');
    expect(screen.getByText('Nova Poshta branch')).toBeTruthy();
    expect(screen.getByText('Bank transfer')).toBeTruthy();
    expect(screen.getByText('Call before delivery, please.')).toBeTruthy();

    const [line] = screen.getAllByTestId('order-line');
    expect(within(line!).getByText('Chrisanne Crepe-back Satin Fuchsia')).toBeTruthy();
    expect(within(line!).getByText('CH-SC-00012')).toBeTruthy();
    expect(within(line!).getByText('1.4 m')).toBeTruthy();
    expect(within(line!).getByText('₴146.29')).toBeTruthy();
    expect(within(line!).getByText('per 10 cm')).toBeTruthy();
    expect(within(line!).getByText('₴2,048.06')).toBeTruthy();
    expect(screen.getByText('₴84.08')).toBeTruthy();
    expect(screen.getByText('−₴10.00')).toBeTruthy();
    expect(screen.getAllByText('₴2,132.14').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('history-entry')).toHaveLength(1);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it.each([
    ['Accepted', ['Mark as sent', 'Cancel order']],
    ['Sent', ['Mark as delivered', 'Cancel order']],
    ['Delivered', []],
    ['Cancelled', []],
  ])('offers only the allowed moves from %s', async (current, offered) => {
    stubAdminApi({ [ONE]: [200, order({ status: current })] });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(statusButtons()).toEqual(offered);
    if (offered.length === 0) expect(screen.getByText("This order's delivery status can no longer change.")).toBeTruthy();
  });

  it('moves the order on and shows what it may do next', async () => {
    const api = stubAdminApi({
      [ONE]: [200, order()],
      'PUT /api/orders/119/status': ({ body }) => [
        200,
        order({
          status: (body as { status: string }).status,
          history: [
            ...order().history,
            { at: '2026-11-25T10:00:00Z', kind: 'status', from: 'Accepted', to: 'Sent', by: 'admin@example.com', note: '' },
          ],
        }),
      ],
    });
    await renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as sent' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order status changed to Sent.'));
    expect(api.sent('PUT', '/api/orders/119/status')[0]?.body).toEqual({ status: 'Sent' });
    expect(statusButtons()).toEqual(['Mark as delivered', 'Cancel order']);
    expect(screen.getByText('by admin@example.com')).toBeTruthy();
  });

  it('asks before cancelling', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = stubAdminApi({ [ONE]: [200, order()], 'PUT /api/orders/119/status': [200, order({ status: 'Cancelled' })] });
    await renderDetails();
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });

    fireEvent.click(cancel);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.sent('PUT', '/api/orders/119/status')).toHaveLength(0);

    fireEvent.click(cancel);
    await waitFor(() => expect(statusButtons()).toEqual([]));
    expect(api.sent('PUT', '/api/orders/119/status')[0]?.body).toEqual({ status: 'Cancelled' });
  });

  it("shows the server's message when a change is refused", async () => {
    stubAdminApi({ [ONE]: [200, order()], 'PUT /api/orders/119/status': [409, { message: 'An order in Delivered cannot become Sent.' }] });
    await renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An order in Delivered cannot become Sent.'));
    expect(statusButtons()).toEqual(['Mark as sent', 'Cancel order']);
  });

  it('marks the order paid and not paid', async () => {
    let current: Order = order();
    const api = stubAdminApi({
      [ONE]: () => [200, current],
      'PUT /api/orders/119/payment': ({ body }) => {
        current = order({ isPaid: (body as { isPaid: boolean }).isPaid });
        return [200, current];
      },
    });
    await renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The order is marked as paid.'));
    expect(api.sent('PUT', '/api/orders/119/payment')[0]?.body).toEqual({ isPaid: true });

    fireEvent.click(screen.getByRole('button', { name: 'Mark as not paid' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The order is marked as not paid.'));
    expect(api.sent('PUT', '/api/orders/119/payment')[1]?.body).toEqual({ isPaid: false });
  });

  it('fetches the invoice with the staff token and opens it', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:invoice';
        static override revokeObjectURL = () => undefined;
      },
    );
    const api = stubAdminApi({ [ONE]: [200, order()], 'GET /api/orders/119/invoice': [200, 'PDF'] });
    await renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Print invoice' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(api.sent('GET', '/api/orders/119/invoice')[0]?.headers.Authorization).toBe('Bearer tok-admin');
  });

  it('says when there is no such order', async () => {
    stubAdminApi({ [ONE]: [404, { message: 'There is no such order.' }] });
    await renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such order.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/admin-dash/view-order');
  });
});

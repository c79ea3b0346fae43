import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, staffSelf, stubAdminApi } from '../../../../test/admin';
import { renderShop } from '../../../../test/render-shop';
import AdminApp from '../AdminApp';
import type { Parcel, StaffMember } from './api';
import ParcelsPage from './ParcelsPage';
import StaffPage from './StaffPage';

const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  _id: '7',
  number: 'DF-000107',
  createdAt: '2026-12-01T09:30:00Z',
  status: 'Accepted',
  isPaid: false,
  paymentMethod: 'cash-on-delivery',
  deliveryMethod: 'nova-poshta-branch',
  delivery: { city: 'Kyiv', branch: '12' },
  trackingNumber: '',
  undo: null,
  comment: '',
  language: 'ua',
  userInfo: { firstName: 'Olena', lastName: 'Shevchenko', phone: '+380501112233', email: 'olena@example.com' },
  items: [
    { productName: 'Matte Lycra', productNames: { en: 'Matte Lycra' }, sku: 'CH-LY-1', quantity: '2.5', minimum: '0.1', giftCard: false },
  ],
  ...overrides,
});

const member = (id: string, email: string, role: StaffMember['role']): StaffMember => ({
  _id: id,
  email,
  firstName: '',
  lastName: '',
  role,
  lastSeenAt: null,
});

afterEach(() => vi.restoreAllMocks());

describe('The warehouse', () => {
  it('lands on its parcels, sees no price, is shown the e-mail, marks one sent and may undo it', async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    const mail = { to: 'olena@example.com', subject: 'Order DF-000107 is on its way', text: 'Your parcel’s tracking number: 20450912345678.' };
    const api = stubAdminApi({
      'GET /api/admin/staff/me': staffSelf('warehouse'),
      'GET /api/admin/parcels?status=Accepted&page=1&limit=10': [200, [parcel()], { 'X-Total-Count': '1' }],
      'POST /api/orders/7/mail-preview': [200, { mails: [mail], undoSeconds: 60 }],
      'PUT /api/admin/parcels/7': [200, parcel({ status: 'Sent', trackingNumber: '20450912345678', undo: { change: 'Sent', until } })],
      'POST /api/orders/7/undo': [200, { message: 'Undone: the customer was not e-mailed.', status: 'Accepted', isPaid: false }],
    });
    const { container } = await renderShop(<AdminApp token="tok-admin" email="taras@example.com" />, {
      url: '/admin-dash',
      path: '/admin-dash/*',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcels' })).toBeTruthy();
    const card = await screen.findByTestId('parcel');
    expect(within(card).getByText('2.5 m')).toBeTruthy();
    expect(within(card).getByText('Not paid: Cash on delivery')).toBeTruthy();
    expect(card.textContent).not.toMatch(/£|₴|€/);
    expect(api.requests.some((request) => request.url.includes('/statistics'))).toBe(false);

    fireEvent.change(within(card).getByLabelText('Tracking number (optional)'), { target: { value: '20450912345678' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark sent DF-000107' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark DF-000107 sent?' });
    expect(await within(dialog).findByText('Order DF-000107 is on its way')).toBeTruthy();
    expect(within(dialog).getByText('To: olena@example.com')).toBeTruthy();
    expect(api.sent('POST', '/api/orders/7/mail-preview')[0]?.body).toEqual({ status: 'Sent', trackingNumber: '20450912345678' });
    expect(api.sent('PUT', '/api/admin/parcels/7')).toHaveLength(0); // nothing changes before the answer
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark sent and e-mail the customer' }));
    await waitFor(() => expect(api.sent('PUT', '/api/admin/parcels/7')).toHaveLength(1));
    expect(api.sent('PUT', '/api/admin/parcels/7')[0]?.body).toEqual({ status: 'Sent', trackingNumber: '20450912345678' });
    const held = await screen.findByText(/DF-000107 marked sent\. The e-mail leaves at/);
    expect(held).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo DF-000107' }));
    await waitFor(() => expect(api.sent('POST', '/api/orders/7/undo')).toHaveLength(1));

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('keeps a mistyped tracking number in the form with what is wrong, sending nothing', async () => {
    const api = stubAdminApi({
      'GET /api/admin/parcels?status=Accepted&page=1&limit=10': [200, [parcel()], { 'X-Total-Count': '1' }],
    });
    await renderAdmin(<ParcelsPage />, { url: '/admin-dash/parcels', role: 'warehouse' });
    const card = await screen.findByTestId('parcel');
    fireEvent.change(within(card).getByLabelText('Tracking number (optional)'), { target: { value: '<x>' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark sent DF-000107' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'A tracking number has 4 to 40 letters, digits, spaces or dashes.',
    );
    expect(api.sent('PUT', '/api/admin/parcels/7')).toHaveLength(0);
  });
});

describe('The staff list', () => {
  it('lets an owner change another member’s role and invite a new one, but not change their own', async () => {
    const api = stubAdminApi({
      'GET /api/admin/staff': [200, [member('1', 'admin@example.com', 'owner'), member('2', 'maria@example.com', 'manager')]],
      'PUT /api/admin/staff/2': [200, member('2', 'maria@example.com', 'warehouse')],
      'POST /api/admin/staff': [201, member('3', 'taras@example.com', 'warehouse')],
    });
    const { container } = await renderAdmin(<StaffPage />, { url: '/admin-dash/staff' });
    const rows = await screen.findAllByTestId('staff-row');
    expect(within(rows[0]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    fireEvent.change(within(rows[1]!).getByLabelText('Role of maria@example.com'), { target: { value: 'warehouse' } });
    await waitFor(() => expect(api.sent('PUT', '/api/admin/staff/2')[0]?.body).toEqual({ role: 'warehouse' }));

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'taras@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'warehouse' } });
    expect(screen.getByText('Parcels only: what to pack and where it goes, without prices.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.sent('POST', '/api/admin/staff')[0]?.body).toEqual({ email: 'taras@example.com', role: 'warehouse', language: 'en' }),
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the server’s word when the address is staff already', async () => {
    stubAdminApi({
      'GET /api/admin/staff': [200, [member('1', 'admin@example.com', 'owner')]],
      'POST /api/admin/staff': [409, { message: 'This account is staff already; change its role in the list.', errors: {} }],
    });
    await renderAdmin(<StaffPage />, { url: '/admin-dash/staff' });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'admin@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This account is staff already; change its role in the list.');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubAdminApi } from '../../../../../test/admin';
import type { GiftCardDetail, GiftCardRow } from '../types';
import GiftCardPage from './GiftCardPage';
import GiftCardsPage from './GiftCardsPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast }));

const LIST = '/api/admin/gift-cards';

function row(overrides: Partial<GiftCardRow> = {}): GiftCardRow {
  return {
    _id: '7',
    last4: 'NPQR',
    currency: 'UAH',
    initialAmount: '1000.00',
    balance: '640.00',
    state: 'active',
    mailStatus: 'sent',
    canSendAgain: true,
    recipientName: 'Mia',
    recipientEmail: 'mia@example.com',
    buyerName: 'Oksana Melnyk',
    buyerEmail: 'oksana.melnyk@example.com',
    orderId: '119',
    orderNumber: 'DF-000119',
    createdAt: '2026-11-11T13:51:00Z',
    expiresAt: '2029-11-11T13:51:00Z',
    voidedAt: null,
    replacedBy: null,
    replacedById: null,
    ...overrides,
  };
}

function detail(overrides: Partial<GiftCardDetail> = {}): GiftCardDetail {
  return {
    ...row(),
    message: 'Happy dancing!',
    language: 'de',
    voidReason: null,
    replaces: null,
    replacesId: null,
    ledger: [
      { _id: '1', at: '2026-11-11T13:51:00Z', kind: 'issue', amount: '1000.00', balance: '1000.00', orderId: '119', orderNumber: 'DF-000119', reason: null },
      { _id: '2', at: '2026-11-12T10:00:00Z', kind: 'redeem', amount: '-500.00', balance: '500.00', orderId: '120', orderNumber: 'DF-000120', reason: null },
      { _id: '3', at: '2026-11-13T10:00:00Z', kind: 'restore', amount: '140.00', balance: '640.00', orderId: '120', orderNumber: 'DF-000120', reason: null },
    ],
    ...overrides,
  };
}

const renderList = (url = '/admin-dash/gift-cards', language?: 'ua') =>
  renderAdmin(<GiftCardsPage />, { url, path: '/admin-dash/gift-cards', language });

const renderCard = (id = '7') =>
  renderAdmin(<GiftCardPage />, { url: `/admin-dash/gift-cards/${id}`, path: '/admin-dash/gift-cards/:id' });

describe('GiftCardsPage', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('lists the cards with their last four, amount, balance, state and buyer, 25 a page', async () => {
    const api = stubAdminApi({
      [`GET ${LIST}?page=1&limit=25`]: [200, [row(), row({ _id: '6', last4: 'ABCD', state: 'voided', replacedBy: 'WXYZ', balance: '0.00' })], { 'X-Total-Count': '27' }],
    });
    const { container } = await renderList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Gift cards' })).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('gift-card-row');
    expect(within(first!).getByRole('link', { name: '•••• NPQR' }).getAttribute('href')).toBe('/admin-dash/gift-cards/7');
    expect(within(first!).getByText('₴1,000.00')).toBeTruthy();
    expect(within(first!).getByText('₴640.00')).toBeTruthy();
    expect(within(first!).getByText('Active')).toBeTruthy();
    expect(within(first!).getByText('Oksana Melnyk')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'DF-000119' }).getAttribute('href')).toBe('/admin-dash/order-details/119');
    expect(within(second!).getByText('Voided')).toBeTruthy();
    expect(within(second!).getByText('Sent again as •••• WXYZ')).toBeTruthy();
    expect(screen.getByText('Cards found: 27')).toBeTruthy();
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1 of 2');
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer tok-admin');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('searches by what staff type, and lists the cards whose e-mail failed', async () => {
    const api = stubAdminApi({
      [`GET ${LIST}?page=1&limit=25`]: [200, [row()], { 'X-Total-Count': '1' }],
      [`GET ${LIST}?search=npqr&page=1&limit=25`]: [200, [row()], { 'X-Total-Count': '1' }],
      [`GET ${LIST}?search=npqr&mailStatus=failed&state=active&page=1&limit=25`]: [
        200,
        [row({ mailStatus: 'failed' })],
        { 'X-Total-Count': '1' },
      ],
    });
    await renderList();
    await screen.findAllByTestId('gift-card-row');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  npqr ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.sent('GET', `${LIST}?search=npqr&page=1&limit=25`)).toHaveLength(1));

    fireEvent.click(screen.getByRole('radio', { name: 'E-mail failed' }));
    await waitFor(() => expect(api.sent('GET', `${LIST}?search=npqr&mailStatus=failed&state=active&page=1&limit=25`)).toHaveLength(1));
    expect(await screen.findByText('The e-mail with the code did not go out: send the card again.')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    stubAdminApi({ [`GET ${LIST}?search=zzzz&page=1&limit=25`]: [200, [], { 'X-Total-Count': '0' }] });
    await renderList('/admin-dash/gift-cards?search=zzzz');
    expect(await screen.findByText('No gift card matches this search.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('zzzz');
  });

  it('speaks Ukrainian', async () => {
    stubAdminApi({ [`GET ${LIST}?page=1&limit=25`]: [200, [row()], { 'X-Total-Count': '1' }] });
    await renderList('/admin-dash/gift-cards', 'ua');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подарункові картки' })).toBeTruthy();
    expect(await screen.findByText('Дійсна')).toBeTruthy();
  });
});

describe('GiftCardPage', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('shows the card and its ledger: issued, spent on an order, released', async () => {
    stubAdminApi({ [`GET ${LIST}/7`]: [200, detail()] });
    const { container } = await renderCard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Gift card •••• NPQR' })).toBeTruthy();
    expect(screen.getByText('Happy dancing!')).toBeTruthy();
    expect(screen.getByText('German')).toBeTruthy();
    const entries = screen.getAllByTestId('ledger-entry');
    expect(entries.map((entry) => within(entry).getByRole('rowheader').textContent)).toEqual([
      'Issued, order DF-000119',
      'Spent on order DF-000120',
      'Released: order DF-000120 was cancelled',
    ]);
    expect(within(entries[1]!).getByText('−₴500.00')).toBeTruthy();
    expect(within(entries[2]!).getByText('₴640.00')).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sends the card again only once staff confirm, and opens the new card', async () => {
    const fresh = detail({ _id: '8', last4: 'WXYZ', initialAmount: '640.00', replaces: 'NPQR', replacesId: '7', ledger: [] });
    const api = stubAdminApi({
      [`GET ${LIST}/7`]: [200, detail()],
      [`POST ${LIST}/7/resend`]: [200, fresh],
      [`GET ${LIST}/8`]: [200, fresh],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderCard();
    const resend = await screen.findByRole('button', { name: 'Resend' });

    fireEvent.click(resend);
    expect(confirm).toHaveBeenCalledWith('Send card •••• NPQR again? Its code stops working, and mia@example.com gets a new code for ₴640.00.');
    expect(api.sent('POST', `${LIST}/7/resend`)).toHaveLength(0);

    fireEvent.click(resend);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift card •••• WXYZ' })).toBeTruthy();
    expect(api.sent('POST', `${LIST}/7/resend`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('A new card with a new code was e-mailed to mia@example.com.');
    expect(screen.getByRole('link', { name: '•••• NPQR' }).getAttribute('href')).toBe('/admin-dash/gift-cards/7');
  });

  it('voids the card only with a reason, asked in a dialog', async () => {
    const voided = detail({
      state: 'voided',
      balance: '0.00',
      canSendAgain: false,
      voidedAt: '2026-11-14T10:00:00Z',
      voidReason: 'Reported stolen',
      ledger: [
        ...detail().ledger,
        { _id: '4', at: '2026-11-14T10:00:00Z', kind: 'void', amount: '-640.00', balance: '0.00', orderId: '119', orderNumber: 'DF-000119', reason: 'Reported stolen' },
      ],
    });
    // The server's card as it is: void once the void went through.
    let current = detail();
    const api = stubAdminApi({
      [`GET ${LIST}/7`]: () => [200, current],
      [`POST ${LIST}/7/void`]: () => {
        current = voided;
        return [200, voided];
      },
    });
    await renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));

    const dialog = screen.getByRole('dialog', { name: 'Void card •••• NPQR' });
    expect(within(dialog).getByText(/the ₴640.00 left on it is voided/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    expect(await within(dialog).findByText('Say why the card is being voided.')).toBeTruthy();
    expect(api.sent('POST', `${LIST}/7/void`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' Reported stolen ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST', `${LIST}/7/void`)[0]?.body).toEqual({ reason: 'Reported stolen' });
    expect(toast.success).toHaveBeenCalledWith('Card •••• NPQR is now void.');
    expect(screen.getAllByText('Voided').length).toBeGreaterThan(0);
    expect(screen.getByText('Reason: Reported stolen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's word when a void is refused", async () => {
    stubAdminApi({
      [`GET ${LIST}/7`]: [200, detail()],
      [`POST ${LIST}/7/void`]: [409, { message: 'This gift card is already void.', errors: {} }],
    });
    await renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    expect(await within(dialog).findByText('This gift card is already void.')).toBeTruthy();
  });

  it('says so when there is no such card', async () => {
    stubAdminApi({ [`GET ${LIST}/99`]: [404, { message: 'There is no such gift card.', errors: {} }] });
    await renderCard('99');
    expect(await screen.findByText('There is no such gift card.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All gift cards' }).getAttribute('href')).toBe('/admin-dash/gift-cards');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order, renderAdmin, stubAdminApi } from '../../../../test/admin';
import type { IssuedGiftCard, Order } from '../types';
import OrderDetailsPage from './OrderDetailsPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast }));

const ONE = 'GET /api/orders/119';
const PREVIEW = 'POST /api/orders/119/mail-preview';
const SENT_MAIL = { to: 'oksana.melnyk@example.com', subject: 'Your order DF-000119 is on its way', text: 'Hello Oksana,\n\nit is on its way.' };
const preview = (mails = [SENT_MAIL]): [number, unknown] => [200, { mails, undoSeconds: 60 }];

/** The change waits for staff to see the e-mail it sends: confirm it in the dialog. */
async function confirmMail(button: string) {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(/^To: /);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

function renderDetails(deny = vi.fn()) {
  return renderAdmin(<OrderDetailsPage />, { url: '/admin-dash/order-details/119', path: '/admin-dash/order-details/:id', deny });
}

const radios = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole<HTMLInputElement>('radio');
const labelsOf = (inputs: HTMLInputElement[]) => inputs.map((input) => input.labels?.[0]?.textContent);
const enabled = (group: string) => labelsOf(radios(group).filter((input) => !input.disabled));
const checked = (group: string) => labelsOf(radios(group).filter((input) => input.checked));
const deliveryRadio = (name: string) => within(screen.getByRole('group', { name: 'Delivery status' })).getByRole<HTMLInputElement>('radio', { name });
const paymentRadio = (name: string) => within(screen.getByRole('group', { name: 'Payment' })).getByRole<HTMLInputElement>('radio', { name });

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

  it("shows the order's promotion code line and links its tracking number to the carrier's page", async () => {
    const tracking = 'https://novaposhta.ua/tracking/?cargo_number=20450000000001';
    stubAdminApi({
      [ONE]: [200, order({ promotionCode: 'SPRING10', promotionDiscount: '120.00', trackingNumber: '20450000000001', trackingUrl: tracking })],
    });
    await renderDetails();

    expect(await screen.findByText('Code SPRING10')).toBeTruthy();
    expect(screen.getByText('−₴120.00')).toBeTruthy();
    const link = screen.getByRole('link', { name: '20450000000001' });
    expect(link.getAttribute('href')).toBe(tracking);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("offers the spec's delivery and payment options as choices", async () => {
    stubAdminApi({ [ONE]: [200, order()] });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(labelsOf(radios('Delivery status'))).toEqual(['Accepted', 'Sent', 'Delivered']);
    expect(labelsOf(radios('Payment'))).toEqual(['Not paid', 'Paid']);
    expect(checked('Delivery status')).toEqual(['Accepted']);
    expect(checked('Payment')).toEqual(['Not paid']);
  });

  it.each([
    ['Accepted', ['Accepted', 'Sent'], ['Accepted'], true],
    ['Sent', ['Sent', 'Delivered'], ['Sent'], true],
    ['Delivered', [], ['Delivered'], false],
    ['Cancelled', [], [], false],
  ])('from %s, offers only the allowed moves and shows the others disabled', async (current, open, chosen, cancellable) => {
    stubAdminApi({ [ONE]: [200, order({ status: current })] });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(radios('Delivery status')).toHaveLength(3);
    expect(enabled('Delivery status')).toEqual(open);
    expect(checked('Delivery status')).toEqual(chosen);
    expect(screen.queryAllByRole('button', { name: 'Cancel order' })).toHaveLength(cancellable ? 1 : 0);
    const final = screen.queryByText("This order's delivery status can no longer change.");
    expect(final !== null).toBe(open.length === 0);
    if (final) expect(screen.getByRole('group', { name: 'Delivery status' }).getAttribute('aria-describedby')).toBe(final.id);
    expect(enabled('Payment')).toEqual(['Not paid', 'Paid']);
  });

  it('shows a cancelled order as cancelled', async () => {
    stubAdminApi({ [ONE]: [200, order({ status: 'Cancelled' })] });
    await renderDetails();
    expect((await screen.findByText('Cancelled')).closest('.admin-facts__item')?.textContent).toContain('Delivery status');
  });

  it('moves the order on when staff choose the next status, and shows what it may do next', async () => {
    const api = stubAdminApi({
      [ONE]: [200, order()],
      [PREVIEW]: preview(),
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
    await screen.findByRole('heading', { level: 1 });
    expect(deliveryRadio('Delivered').disabled).toBe(true);
    fireEvent.click(deliveryRadio('Sent'));
    await confirmMail('Mark sent and e-mail the customer');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order status changed to Sent.'));
    expect(api.sent('PUT', '/api/orders/119/status').map((request) => request.body)).toEqual([{ status: 'Sent' }]);
    expect(checked('Delivery status')).toEqual(['Sent']);
    expect(enabled('Delivery status')).toEqual(['Sent', 'Delivered']);
    expect(screen.getByText('by admin@example.com')).toBeTruthy();
  });

  it('disables the choices while a change is saved', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    stubAdminApi({
      [ONE]: [200, order()],
      [PREVIEW]: preview(),
      'PUT /api/orders/119/status': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(deliveryRadio('Sent'));
    await confirmMail('Mark sent and e-mail the customer');

    await waitFor(() => expect(enabled('Delivery status')).toEqual([]));
    expect(enabled('Payment')).toEqual([]);
    expect((screen.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Delivery status' }).getAttribute('aria-busy')).toBe('true');

    answer([200, order({ status: 'Sent' })]);
    await waitFor(() => expect(enabled('Delivery status')).toEqual(['Sent', 'Delivered']));
    expect(enabled('Payment')).toEqual(['Not paid', 'Paid']);
  });

  it('shows the e-mail a change sends before making it, and changes nothing when staff step back', async () => {
    const api = stubAdminApi({ [ONE]: [200, order()], [PREVIEW]: preview() });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(deliveryRadio('Sent'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark DF-000119 sent?' });
    expect(await within(dialog).findByText('Your order DF-000119 is on its way')).toBeTruthy();
    expect(within(dialog).getByText('You can undo it for 60 seconds, before the e-mail leaves.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: '2045 0912' } });
    await waitFor(() => expect(api.sent('POST', '/api/orders/119/mail-preview').at(-1)?.body).toEqual({ status: 'Sent', trackingNumber: '2045 0912' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('PUT', '/api/orders/119/status')).toHaveLength(0);
    expect(checked('Delivery status')).toEqual(['Accepted']);
  });

  it('offers to undo a change until its e-mail leaves', async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    const api = stubAdminApi({
      [ONE]: [200, order({ status: 'Sent', undo: { change: 'Sent', until } })],
      'POST /api/orders/119/undo': [200, { message: 'Undone: the customer was not e-mailed.', status: 'Accepted', isPaid: false }],
    });
    await renderDetails();
    expect(await screen.findByText(/DF-000119 marked sent\. The e-mail leaves at/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo DF-000119' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Undone: the customer was not e-mailed.'));
    expect(api.sent('POST', '/api/orders/119/undo')).toHaveLength(1);
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
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(api.sent('PUT', '/api/orders/119/status')[0]?.body).toEqual({ status: 'Cancelled' });
    expect(enabled('Delivery status')).toEqual([]);
    expect(checked('Delivery status')).toEqual([]);
  });

  it("shows the server's message when a change is refused, and the order's real status again", async () => {
    stubAdminApi({
      [ONE]: [200, order()],
      [PREVIEW]: preview(),
      'PUT /api/orders/119/status': [409, { message: 'An order in Delivered cannot become Sent.' }],
    });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(deliveryRadio('Sent'));
    await confirmMail('Mark sent and e-mail the customer');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An order in Delivered cannot become Sent.'));
    await waitFor(() => expect(enabled('Delivery status')).toEqual(['Accepted', 'Sent']));
    expect(checked('Delivery status')).toEqual(['Accepted']);
  });

  it('marks the order paid and not paid', async () => {
    let current: Order = order();
    const api = stubAdminApi({
      [ONE]: () => [200, current],
      [PREVIEW]: preview(),
      'PUT /api/orders/119/payment': ({ body }) => {
        current = order({ isPaid: (body as { isPaid: boolean }).isPaid });
        return [200, current];
      },
    });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(paymentRadio('Paid'));
    await confirmMail('Mark paid and e-mail the customer');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The order is marked as paid.'));
    expect(api.sent('PUT', '/api/orders/119/payment')[0]?.body).toEqual({ isPaid: true });
    await waitFor(() => expect(checked('Payment')).toEqual(['Paid']));

    fireEvent.click(paymentRadio('Not paid'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The order is marked as not paid.'));
    expect(api.sent('PUT', '/api/orders/119/payment')[1]?.body).toEqual({ isPaid: false });
    await waitFor(() => expect(checked('Payment')).toEqual(['Not paid']));
  });

  it('keeps the payment as it is when the change fails', async () => {
    stubAdminApi({ [ONE]: [200, order()], [PREVIEW]: preview(), 'PUT /api/orders/119/payment': [500, { message: 'The database is away.' }] });
    await renderDetails();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(paymentRadio('Paid'));
    await confirmMail('Mark paid and e-mail the customer');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The database is away.'));
    await waitFor(() => expect(enabled('Payment')).toEqual(['Not paid', 'Paid']));
    expect(checked('Payment')).toEqual(['Not paid']);
  });

  it("names the choices in the staff member's language", async () => {
    stubAdminApi({ [ONE]: [200, order({ isPaid: true })] });
    await renderAdmin(<OrderDetailsPage />, { url: '/admin-dash/order-details/119', path: '/admin-dash/order-details/:id', language: 'ua' });
    await screen.findByRole('heading', { level: 1 });
    expect(labelsOf(radios('Статус доставки'))).toEqual(['Прийнято', 'Відправлено', 'Доставлено']);
    expect(labelsOf(radios('Оплата'))).toEqual(['Не оплачено', 'Оплачено']);
    expect(checked('Оплата')).toEqual(['Оплачено']);
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

  describe('gift cards the order issued', () => {
    const CARDS = 'GET /api/admin/orders/119/gift-cards';
    const RESEND = 'POST /api/admin/orders/119/gift-cards/7/resend';
    const giftOrder = () => {
      const [line] = order().basketItems;
      return order({
        isPaid: true,
        basketItems: [
          {
            ...line!,
            productName: 'Gift card £20',
            sku: 'GIFT-20',
            minimum: '1',
            quantity: '2',
            giftCard: { recipientName: 'Mia', recipientEmail: 'mia@example.com', message: '' },
          },
        ],
      });
    };
    const card = (overrides: Partial<IssuedGiftCard> = {}): IssuedGiftCard => ({
      _id: '7',
      last4: 'NPQR',
      recipientName: 'Mia',
      recipientEmail: 'mia@example.com',
      currency: 'GBP',
      initialAmount: '20.00',
      balance: '20.00',
      spent: '0.00',
      spentIn: [],
      createdAt: '2026-11-11T14:00:00Z',
      expiresAt: '2029-11-11T14:00:00Z',
      voided: false,
      voidedAt: null,
      replacedBy: null,
      mailStatus: 'failed',
      canSendAgain: true,
      ...overrides,
    });
    const voided = card({
      _id: '6',
      last4: 'WXYZ',
      balance: '0.00',
      spent: '5.00',
      spentIn: [{ orderId: '120', number: 'DF-000120', amount: '5.00' }],
      voided: true,
      voidedAt: '2026-11-20T10:00:00Z',
      mailStatus: 'sent',
      canSendAgain: false,
    });

    it('shows what each card was worth, spent and where, and that a voided one pays nothing', async () => {
      stubAdminApi({ [ONE]: [200, giftOrder()], [CARDS]: [200, [voided, card()]] });
      const { container } = await renderDetails();

      const rows = await screen.findAllByTestId('gift-card');
      expect(rows).toHaveLength(2);
      const [spent, failed] = rows;
      expect(within(spent!).getByText('•••• WXYZ')).toBeTruthy();
      expect(within(spent!).getByText('Voided')).toBeTruthy();
      expect(within(spent!).getByRole('link', { name: '£5.00 in DF-000120' }).getAttribute('href')).toBe('/admin-dash/order-details/120');
      expect(within(spent!).queryByRole('button')).toBeNull();
      expect(within(failed!).getByText('Failed')).toBeTruthy();
      expect(within(failed!).getByText('The e-mail with the code did not go out: send the card again.')).toBeTruthy();
      expect(within(failed!).getByText('Active')).toBeTruthy();

      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });

    it('sends a card again after asking, and shows the new card', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      const replaced = card({ voided: true, balance: '0.00', replacedBy: 'ABCD', canSendAgain: false });
      const fresh = card({ _id: '8', last4: 'ABCD', mailStatus: 'sent' });
      const api = stubAdminApi({ [ONE]: [200, giftOrder()], [CARDS]: [200, [card()]], [RESEND]: [200, [replaced, fresh]] });
      await renderDetails();

      fireEvent.click(await screen.findByRole('button', { name: 'Send again (card •••• NPQR)' }));

      expect(confirm.mock.calls[0]?.[0]).toBe('Send card •••• NPQR again? Its code stops working, and mia@example.com gets a new code for £20.00.');
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('A new card with a new code was e-mailed to mia@example.com.'));
      expect(api.sent('POST', '/api/admin/orders/119/gift-cards/7/resend')[0]?.headers.Authorization).toBe('Bearer tok-admin');
      expect(screen.getByText('Sent again as •••• ABCD')).toBeTruthy();
      expect(screen.getAllByTestId('gift-card')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Send again (card •••• NPQR)' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Send again (card •••• ABCD)' })).toBeTruthy();
    });

    it('asks for the cards only of an order that bought some', async () => {
      const api = stubAdminApi({ [ONE]: [200, order()] });
      await renderDetails();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('heading', { name: 'Gift cards issued' })).toBeNull();
      expect(api.sent('GET', '/api/admin/orders/119/gift-cards')).toEqual([]);
    });
  });

  it('says when there is no such order', async () => {
    stubAdminApi({ [ONE]: [404, { message: 'There is no such order.' }] });
    await renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such order.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/admin-dash/view-order');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { apiStub, placedOrder } from '../../../../test/checkout';
import { renderShop } from '../../../../test/render-shop';
import { rememberOrder } from '../last-order';
import type { CheckoutSession } from '../types';
import CheckoutSuccessPage from './CheckoutSuccessPage';

const session: CheckoutSession = { _id: 'u1', email: 'olena@example.com', token: 'tok-1' };
const routes = [{ path: '/', element: <h1>Home page</h1> }];

function renderSuccess(url = '/cart/checkout/checkout-success', signedIn: CheckoutSession | null = null) {
  return renderShop(<CheckoutSuccessPage session={signedIn} />, { url, routes });
}

describe('CheckoutSuccessPage', () => {
  it('goes home without a fresh order of this tab', async () => {
    const { router } = await renderSuccess();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it("goes home when the bank's return link names another order", async () => {
    rememberOrder(placedOrder());
    const { router } = await renderSuccess('/cart/checkout/checkout-success?order=DF-000999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the order in its own currency and the bank details to pay by transfer', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    rememberOrder(placedOrder());
    const { container } = await renderSuccess();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('DF-000117');
    expect(screen.getByText('We have sent the order confirmation to olena@example.com.')).toBeTruthy();

    const lines = screen.getByRole('list', { name: 'Items in the order' });
    expect(within(lines).getByText('Chrisanne Lycra Royal Blue')).toBeTruthy();
    expect(within(lines).getByText(/1\.3 m × €2\.95 per 10 cm/)).toBeTruthy();
    expect(within(lines).getByText('€38.35')).toBeTruthy();
    expect(screen.getByText('€2.95', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('€41.30');

    expect(screen.getByText(/Please transfer €41\.30 to the account below/)).toBeTruthy();
    const bank = screen.getByTestId('bank-details');
    expect(within(bank).getByText('Dance Fabrics LLC')).toBeTruthy();
    expect(within(bank).getByText('UA213223130000026007233566001')).toBeTruthy();
    expect(within(bank).getByText('PrivatBank')).toBeTruthy();
    expect(within(bank).getByText('€41.30')).toBeTruthy();
    expect(within(bank).getByText('DF-000117')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('UA213223130000026007233566001'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Payment reference' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('DF-000117'));

    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'See your orders' })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says to pay on receipt for cash on delivery', async () => {
    rememberOrder(
      placedOrder({
        paymentMethod: 'cash-on-delivery',
        payment: { method: 'cash-on-delivery', status: 'on-delivery', amount: '41.30', currency: 'EUR', bank: null, redirect: null },
      }),
    );
    await renderSuccess();
    expect(await screen.findByText('Pay €41.30 in cash or by card when you receive your order.')).toBeTruthy();
    expect(screen.queryByTestId('bank-details')).toBeNull();
  });

  it("shows the stored order on the bank's return and asks whether the card payment came", async () => {
    let confirm!: (answer: [number, unknown]) => void;
    const confirmed = new Promise<[number, unknown]>((resolve) => {
      confirm = resolve;
    });
    const api = apiStub({ 'GET /api/orders/117': () => confirmed });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    rememberOrder(
      placedOrder({
        paymentMethod: 'card',
        currency: 'UAH',
        totalPrice: '2315.00',
        payment: { method: 'card', status: 'awaiting', amount: '2315.00', currency: 'UAH', bank: null, redirect: null },
      }),
    );
    await renderSuccess('/cart/checkout/checkout-success?order=DF-000117', session);

    expect(await screen.findByText(/We are waiting for the bank to confirm your card payment of ₴2,315\.00/)).toBeTruthy();
    confirm([200, { ...placedOrder(), isPaid: true, paymentStatus: 'Paid' }]);
    expect(await screen.findByText('We have received your card payment of ₴2,315.00. Thank you!')).toBeTruthy();
    expect(api.sent('GET', '/api/orders/117')[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/account/order-history');
  });
});

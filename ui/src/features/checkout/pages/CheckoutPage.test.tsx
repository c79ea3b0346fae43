import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '@/lib/language';
import { apiStub, CHECKOUT_OPTIONS, makeQuote, placedOrder, quoteLine, type RecordedRequest } from '../../../../test/checkout';
import { renderShop } from '../../../../test/render-shop';
import type { CheckoutItem, CheckoutSession, OrderRequest, QuoteRequest } from '../types';
import CheckoutPage from './CheckoutPage';

const fabric: CheckoutItem = {
  productName: 'Chrisanne Lycra Royal Blue',
  sku: 'FAB-001',
  quantity: 1.3,
  price: '2.50',
  minimum: 0.1,
  names: { en: 'Chrisanne Lycra Royal Blue', ua: 'Лайкра Chrisanne, королівський синій' },
  unit: 'm',
  maxQuantity: 25,
};
const giftCard: CheckoutItem = {
  productName: 'Gift Card £50 — anna@example.com',
  sku: 'GIFT-050',
  quantity: 1,
  price: '50.00',
  minimum: 1,
  names: { en: 'Gift Card £50' },
  giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: '' },
};
const session: CheckoutSession = { _id: 'u1', email: 'olena@example.com', token: 'tok-1' };

const quoted = (request: RecordedRequest): [number, unknown] => [200, makeQuote(request.body as QuoteRequest)];

function stub(extra: Parameters<typeof apiStub>[0] = {}) {
  const api = apiStub({
    'GET /api/orders/checkout-options': [200, CHECKOUT_OPTIONS],
    'POST /api/orders/quote': quoted,
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const routes = [
  { path: '/cart', element: <h1>Cart page</h1> },
  { path: '/cart/checkout/checkout-success', element: <h1>Success page</h1> },
];

async function renderCheckout(
  items: CheckoutItem[] = [fabric],
  { language = 'en', currency = 'GBP', signedIn = null }: { language?: Language; currency?: 'GBP' | 'EUR'; signedIn?: CheckoutSession | null } = {},
) {
  const onOrderPlaced = vi.fn();
  const rendered = await renderShop(<CheckoutPage items={items} session={signedIn} onOrderPlaced={onOrderPlaced} />, {
    url: '/cart/checkout',
    language,
    currency,
    routes,
  });
  return { ...rendered, onOrderPlaced };
}

/** The place-order button once the quote has answered (it is disabled until then). */
async function placeButton(name: string | RegExp = 'Place order') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

async function fillContactAndBranch() {
  await screen.findByRole('textbox', { name: 'First name' });
  type('First name', 'Olena');
  type('Last name', 'Koval');
  type('Email', 'olena@example.com');
  type('Phone', '+380 50 123 45 67');
  type('City or town', 'Kyiv');
  type('Branch number', '12');
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('CheckoutPage', () => {
  it('sends an empty cart back to /cart', async () => {
    stub();
    const { router } = await renderCheckout([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(screen.getByRole('heading', { name: 'Cart page' })).toBeTruthy();
  });

  it('shows the delivery methods with their prices and reviews the lines as the server quotes them', async () => {
    const api = stub();
    await renderCheckout([fabric], { language: 'ua' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Оформлення замовлення' })).toBeTruthy();
    const branch = await screen.findByRole('radio', { name: /^Відділення Нової пошти/ });
    expect((branch as HTMLInputElement).checked).toBe(true);
    expect(branch.closest('label')?.textContent).toContain('1,50\u00a0£');
    expect(branch.closest('label')?.textContent).toContain('Безкоштовно для замовлень від 100,00\u00a0£');
    // Gift cards alone go by e-mail: a cart with fabric is not offered it.
    expect(screen.queryByRole('radio', { name: /^Електронною поштою/ })).toBeNull();

    const review = await screen.findByRole('list', { name: 'Товари у вашому замовленні' });
    expect(within(review).getByText('Лайкра Chrisanne, королівський синій')).toBeTruthy();
    expect(within(review).getByText(/1,3 м × 2,50 £ за 10 см/)).toBeTruthy();
    expect(within(screen.getByTestId('checkout-total')).getByText('34,00 £')).toBeTruthy();
    expect(api.sent('POST', '/api/orders/quote')[0]?.body).toEqual({
      currency: 'GBP',
      lines: [{ sku: 'FAB-001', quantity: '1.3', price: '2.50' }],
      delivery: { method: 'nova-poshta-branch' },
    });
  });

  it("shows staff's round delivery price and threshold in the shopper's currency, not the GBP ones converted", async () => {
    const [branch, ...others] = CHECKOUT_OPTIONS.deliveryMethods;
    const priced = { ...branch!, prices: { EUR: { price: '2.00', freeFrom: '120.00' }, GBP: { price: '1.50', freeFrom: '100.00' } } };
    stub({ 'GET /api/orders/checkout-options': [200, { ...CHECKOUT_OPTIONS, deliveryMethods: [priced, ...others] }] });
    await renderCheckout([fabric], { currency: 'EUR' });

    const label = (await screen.findByRole('radio', { name: /^Nova Poshta branch/ })).closest('label')?.textContent;
    expect(label).toContain('€2.00');
    expect(label).toContain('€120.00');
    expect(label).not.toContain('€1.77'); // £1.50 converted at 1.18
    // A method the answer gives no figures for shows its GBP price converted.
    const locker = (await screen.findByRole('radio', { name: /^Nova Poshta parcel locker/ })).closest('label')?.textContent;
    expect(locker).toContain('€1.42');
  });

  it.each([...LANGUAGES])('checks the form before sending and says what is wrong (%s)', async (language) => {
    const texts = JSON.parse(readFileSync(path.resolve(process.cwd(), `ui/locales/${language}/checkout.json`), 'utf8'));
    const api = stub();
    await renderCheckout([fabric], { language });

    fireEvent.click(await placeButton(texts.place.submit));
    expect(await screen.findByText(texts.errors.firstName.required)).toBeTruthy();
    expect(screen.getByText(texts.errors.email.required)).toBeTruthy();
    expect(screen.getByText(texts.errors.phone.required)).toBeTruthy();
    expect(screen.getByText(texts.errors.city.required)).toBeTruthy();
    expect(screen.getByText(texts.errors.branch.required)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(texts.place.fixErrors);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: texts.contact.firstName })));
    expect(api.sent('POST', '/api/orders')).toHaveLength(0);
  });

  it('refuses a malformed e-mail, phone and branch number', async () => {
    stub();
    await renderCheckout();
    await fillContactAndBranch();
    type('Email', 'olena@example');
    type('Phone', '12345');
    type('Branch number', '№12');
    fireEvent.click(await placeButton());

    expect(await screen.findByText('Enter a valid email address, for example name@example.com.')).toBeTruthy();
    expect(screen.getByText(/Enter a valid phone number/)).toBeTruthy();
    expect(screen.getByText('Enter the number only: 1 to 5 digits, for example 12.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('places the order with the quoted total, keeps its Idempotency-Key on a retry, then empties the cart', async () => {
    const answer = deferred<[number, unknown]>();
    let attempts = 0;
    const api = stub({
      'POST /api/orders': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return answer.promise;
      },
    });
    const { router, onOrderPlaced } = await renderCheckout();
    await fillContactAndBranch();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Comment on your order/ }), { target: { value: 'Please call first' } });

    fireEvent.click(await placeButton());
    expect(await screen.findByText(/We couldn't reach the shop/)).toBeTruthy();
    expect(onOrderPlaced).not.toHaveBeenCalled();

    // The same form again, clicked twice: one request, with the first attempt's key.
    const button = await placeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Placing your order/ })).toHaveProperty('disabled', true);
    answer.resolve([201, placedOrder()]);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout/checkout-success'));
    const [first, second] = api.sent('POST', '/api/orders');
    expect(first?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.body).toEqual({
      currency: 'GBP',
      language: 'en',
      contact: { firstName: 'Olena', lastName: 'Koval', email: 'olena@example.com', phone: '+380 50 123 45 67' },
      delivery: { method: 'nova-poshta-branch', city: 'Kyiv', branch: '12' },
      paymentMethod: 'bank-transfer',
      comment: 'Please call first',
      // The cart's price only lets the server say it changed; the total is the quote's (34.00), not 1.3 x 10 x 2.50.
      lines: [{ sku: 'FAB-001', quantity: '1.3', price: '2.50' }],
      expectedTotal: '34.00',
    } satisfies OrderRequest);
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem('lastOrder') ?? '{}').order.number).toBe('DF-000117');
  });

  it('shows the lines a 409 names, asks for a new quote and blocks a short line', async () => {
    let short = false;
    const api = stub({
      'POST /api/orders/quote': (request) => [
        200,
        makeQuote(request.body as QuoteRequest, short ? { lines: [quoteLine({ problem: 'short', available: '1.0' })] } : {}),
      ],
      'POST /api/orders': () => {
        short = true;
        return [
          409,
          {
            message: 'Some items are not available in the quantity you asked for.',
            errors: { lines: [{ sku: 'FAB-001', productName: 'Chrisanne Lycra Royal Blue', requested: '1.3', available: '1.0' }] },
          },
        ];
      },
    });
    await renderCheckout();
    await fillContactAndBranch();
    const quotesBefore = api.sent('POST', '/api/orders/quote').length;
    fireEvent.click(await placeButton());

    const alert = await screen.findByText('Some items are not available in the quantity you asked for.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Chrisanne Lycra Royal Blue: you asked for 1.3, we have 1.0');
    expect(await screen.findByText('Only 1.0 m left. Reduce the quantity in your cart to continue.')).toBeTruthy();
    expect(api.sent('POST', '/api/orders/quote').length).toBeGreaterThan(quotesBefore);
    expect(screen.getByText("Some items can't be ordered in this quantity. Change your cart to continue.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a 400's field errors beside their fields", async () => {
    stub({
      'POST /api/orders': [
        400,
        {
          message: 'Please check the form.',
          errors: { contact: { email: ['This address cannot receive e-mail.'] }, delivery: { branch: ['Kyiv has no branch 12.'] } },
        },
      ],
    });
    await renderCheckout();
    await fillContactAndBranch();
    fireEvent.click(await placeButton());

    const email = await screen.findByRole('textbox', { name: 'Email', description: /This address cannot receive e-mail\./ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Branch number', description: /Kyiv has no branch 12\./ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('prefills a signed-in shopper and fills the delivery from the address book', async () => {
    const api = stub({
      'GET /api/users/me': [200, { _id: 'u1', email: 'olena@example.com', firstName: 'Olena', lastName: 'Koval', phone: '0501234567' }],
      'GET /api/users/me/addresses': [
        200,
        {
          addresses: [
            {
              _id: 'a1',
              firstName: 'Olena',
              lastName: 'Koval',
              line1: 'Hauptstr. 5',
              line2: '',
              city: 'Berlin',
              postcode: '10115',
              region: '',
              country: 'DE',
              phone: '',
              isDefault: true,
            },
          ],
        },
      ],
    });
    await renderCheckout([fabric], { signedIn: session });

    expect(((await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement).value).toBe('Olena');
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('0501234567');
    expect(screen.getByText('You are signed in as olena@example.com.')).toBeTruthy();
    expect(api.sent('GET', '/api/users/me')[0]?.headers.Authorization).toBe('Bearer tok-1');

    fireEvent.change(await screen.findByRole('combobox', { name: 'Fill in from your address book' }), { target: { value: 'a1' } });
    expect((screen.getByRole('radio', { name: /^International delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Deliver to' }) as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByRole('textbox', { name: 'Street, house and flat' }) as HTMLInputElement).value).toBe('Hauptstr. 5');
    const cash = screen.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement;
    expect(cash.disabled).toBe(true);
    expect(screen.getByText('Not available for international delivery.')).toBeTruthy();
    await waitFor(() =>
      expect(api.sent('POST', '/api/orders/quote').at(-1)?.body).toMatchObject({ delivery: { method: 'international', country: 'DE' } }),
    );
  });

  it('takes a card only in its currencies and offers to switch', async () => {
    const api = stub();
    await renderCheckout();
    const card = (await screen.findByRole('radio', { name: 'Card online (LiqPay)' })) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(screen.getByText('Card payments are taken in UAH, USD, EUR. Switch the currency to pay by card.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay in EUR' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Card online (LiqPay)' }) as HTMLInputElement).disabled).toBe(false));
    await waitFor(() => expect(api.sent('POST', '/api/orders/quote').at(-1)?.body).toMatchObject({ currency: 'EUR' }));
  });

  it('sends gift cards alone by e-mail, without cash on delivery', async () => {
    stub({
      'POST /api/orders/quote': (request) => [
        200,
        makeQuote(request.body as QuoteRequest, {
          lines: [quoteLine({ sku: 'GIFT-050', productName: 'Gift Card £50', quantity: '1', minimum: '1', unit: 'card', price: '50.00', lineTotal: '50.00', giftCard: giftCard.giftCard ?? null })],
        }),
      ],
    });
    await renderCheckout([giftCard]);
    const email = (await screen.findByRole('radio', { name: /^By email/ })) as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(screen.queryAllByRole('radio', { name: /Nova Poshta|Courier|International|Pick up/ })).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'City or town' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not available for orders with gift cards.')).toBeTruthy();
    expect(await screen.findByText('Anna (anna@example.com)')).toBeTruthy();
  });

  it('applies a gift-card code through the quote and says when it is refused', async () => {
    const api = stub({
      'POST /api/orders/quote': (request) => {
        const body = request.body as QuoteRequest;
        if (body.giftCardCode === 'WRONG-CODE') return [200, makeQuote(body, { giftCardError: 'No gift card has this code.' })];
        if (body.giftCardCode === 'ABCD-EFGH-JKLM-NPQR') {
          return [200, makeQuote(body, { giftCard: { last4: 'NPQR', balance: '10.00', applied: '10.00' }, giftCardAmount: '10.00', total: '24.00' })];
        }
        return [200, makeQuote(body)];
      },
    });
    await renderCheckout();
    await placeButton();
    const code = screen.getByRole('textbox', { name: /Gift card code/ });
    fireEvent.change(code, { target: { value: 'wrong-code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No gift card has this code.')).toBeTruthy();

    fireEvent.change(code, { target: { value: 'abcd-efgh-jklm-npqr' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(await screen.findByText('Gift card •••• NPQR: £10.00 of its £10.00 goes towards this order.')).toBeTruthy();
    expect(within(screen.getByTestId('checkout-totals')).getByText('-£10.00')).toBeTruthy();
    expect(within(screen.getByTestId('checkout-total')).getByText('£24.00')).toBeTruthy();
    expect(api.sent('POST', '/api/orders')).toHaveLength(0);
  });

  it('asks for no payment method when the gift card covers the whole order', async () => {
    const api = stub({
      'POST /api/orders/quote': (request) => {
        const body = request.body as QuoteRequest;
        if (body.giftCardCode !== 'ABCD-EFGH-JKLM-NPQR') return [200, makeQuote(body)];
        return [200, makeQuote(body, { giftCard: { last4: 'NPQR', balance: '50.00', applied: '34.00' }, giftCardAmount: '34.00', total: '0.00' })];
      },
      'POST /api/orders': [201, placedOrder({ paymentMethod: 'gift-card', isPaid: true })],
    });
    await renderCheckout();
    await fillContactAndBranch();
    const code = screen.getByRole('textbox', { name: /Gift card code/ });
    fireEvent.change(code, { target: { value: 'abcd-efgh-jklm-npqr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There is nothing left to pay: your gift card or code covers the whole order.')).toBeTruthy();
    expect(screen.queryAllByRole('radio', { name: /Cash on delivery|Bank transfer|Card online/ })).toHaveLength(0);

    fireEvent.click(await placeButton('Place order'));
    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    const sent = api.sent('POST', '/api/orders')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ giftCardCode: 'ABCD-EFGH-JKLM-NPQR', expectedTotal: '0.00' });
    expect(sent).not.toHaveProperty('paymentMethod');
  });

  it('posts the signed fields to the payment page for a card order', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const redirect = { url: 'https://www.liqpay.ua/api/3/checkout', fields: { data: 'eyJvcmRlciI6MTE3fQ==', signature: 'c2ln' } };
    const api = stub({
      'POST /api/orders': [
        201,
        placedOrder({ paymentMethod: 'card', payment: { method: 'card', status: 'awaiting', amount: '41.30', currency: 'EUR', bank: null, redirect } }),
      ],
    });
    const { onOrderPlaced } = await renderCheckout([fabric], { currency: 'EUR' });
    await fillContactAndBranch();
    fireEvent.click(await screen.findByRole('radio', { name: 'Card online (LiqPay)' }));
    fireEvent.click(await placeButton('Place order and pay'));

    expect(await screen.findByText('Your order is placed. Taking you to the secure payment page…')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(redirect.url);
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual(redirect.fields);
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
    expect(api.sent('POST', '/api/orders')[0]?.body).toMatchObject({ currency: 'EUR', paymentMethod: 'card' });
  });

  it('has no detectable accessibility violations', async () => {
    stub();
    const { container } = await renderCheckout();
    await placeButton();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

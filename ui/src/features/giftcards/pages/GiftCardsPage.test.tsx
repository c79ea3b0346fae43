import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { apiStub } from '../../../../test/checkout';
import { makeProduct, pageOf } from '../../../../test/products';
import { renderShop, stubApi } from '../../../../test/render-shop';
import GiftCardsPage from './GiftCardsPage';

const card = (amount: number) =>
  makeProduct({
    _id: `g${amount}`,
    product_id: `GIFT-${String(amount).padStart(3, '0')}`,
    product_name_en: `Gift Card £${amount}`,
    product_name_ua: `Подарункова картка £${amount}`,
    price: `${amount}.00`,
    final_price: `${amount}.00`,
    minimum: 1,
    unit: 'card',
    stock: 10000,
    is_gift_card: true,
    category1: 'gift-cards',
    images: `/media/gift-card-${amount}.svg`,
  });

const PRODUCTS_URL = '/api/products-feed/main-category/gift-cards?sort=price_asc&limit=50';
const PRODUCTS: [number, unknown] = [200, pageOf([card(25), card(50), card(100)])];
const API = { [PRODUCTS_URL]: PRODUCTS } satisfies Record<string, [number, unknown]>;

describe('GiftCardsPage', () => {
  it('offers the catalogue amounts in the chosen currency and checks the form', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(API).fetch));
    const addToCart = vi.fn();
    await renderShop(<GiftCardsPage />, { currency: 'USD', actions: { addToCart } });

    expect(await screen.findByRole('radio', { name: '$33.75' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '$67.50' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's email" }), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText("Enter the recipient's name.")).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, for example name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: "Recipient's name" }));
    expect(addToCart).not.toHaveBeenCalled();
  });

  it("offers a card's own round amount in a currency where the shop set one, and carries it to the cart", async () => {
    const round = { ...card(25), prices: { UAH: '1500.00' } };
    vi.stubGlobal('fetch', vi.fn(stubApi({ [PRODUCTS_URL]: [200, pageOf([round, card(50)])] }).fetch));
    const addToCart = vi.fn();
    await renderShop(<GiftCardsPage />, { currency: 'UAH', actions: { addToCart } });

    expect(await screen.findByRole('radio', { name: '₴1,500.00' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '₴2,802.50' })).toBeTruthy(); // none set: £50 converted
    fireEvent.click(screen.getByRole('radio', { name: '₴1,500.00' }));
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's name" }), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's email" }), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ sku: 'GIFT-025', prices: { UAH: '1500.00' } })));
  });

  it('adds the chosen card for the recipient to the cart', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(API).fetch));
    const addToCart = vi.fn();
    await renderShop(<GiftCardsPage />, { actions: { addToCart } });

    fireEvent.click(await screen.findByRole('radio', { name: '£100.00' }));
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's name" }), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's email" }), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message (optional)' }), { target: { value: 'For your new Latin dress!' } });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));

    await waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    expect(addToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        sku: 'GIFT-100',
        price: '100.00',
        quantity: 1,
        minimum: 1,
        giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'For your new Latin dress!' },
      }),
    );
    expect(await screen.findByText('The gift card is in your cart.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: "Recipient's name" }) as HTMLInputElement).value).toBe('');
  });
});

describe('GiftCardsPage balance check', () => {
  const CATALOGUE = `GET ${PRODUCTS_URL}`;
  const BALANCE = 'POST /api/gift-cards/balance';
  const known = { last4: 'NPQR', balance: '12.50', currency: 'GBP', expiresAt: '2029-11-25T12:00:00Z', voided: false, message: null };

  const check = (code: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Gift card code' }), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
  };

  it("shows a known card's last four characters, its balance in pounds and its expiry date", async () => {
    const api = apiStub({ [CATALOGUE]: PRODUCTS, [BALANCE]: [200, known] });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    // The visitor shops in dollars; the card holds pounds, and says so.
    const { container } = await renderShop(<GiftCardsPage />, { currency: 'USD' });

    check('  abcd-efgh-jklm-npqr ');

    expect(await screen.findByText('Card •••• NPQR: £12.50 left, valid until 25 November 2029')).toBeTruthy();
    expect(api.sent('POST', '/api/gift-cards/balance').map((request) => request.body)).toEqual([{ code: 'abcd-efgh-jklm-npqr' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('writes the date in the interface language', async () => {
    vi.stubGlobal('fetch', vi.fn(apiStub({ [CATALOGUE]: PRODUCTS, [BALANCE]: [200, known] }).fetch));
    await renderShop(<GiftCardsPage />, { language: 'de' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Code der Geschenkkarte' }), { target: { value: 'ABCD-EFGH-JKLM-NPQR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));

    expect(await screen.findByText('Karte •••• NPQR: noch 12,50 £ Guthaben, gültig bis 25. November 2029')).toBeTruthy();
  });

  it("shows the server's message for an unknown code, and clears it when the code changes", async () => {
    const message = 'No gift card has this code.';
    vi.stubGlobal('fetch', vi.fn(apiStub({ [CATALOGUE]: PRODUCTS, [BALANCE]: [404, { message }] }).fetch));
    const { container } = await renderShop(<GiftCardsPage />);

    check('AAAA-BBBB-CCCC-DDDD');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const field = screen.getByRole('textbox', { name: 'Gift card code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Card ••••/)).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.change(field, { target: { value: 'AAAA-BBBB-CCCC-DDDE' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('says a voided card can no longer be used, in the interface language, and shows no balance', async () => {
    const voided = { ...known, balance: '0.00', voided: true, message: 'This gift card has been cancelled and can no longer be used.' };
    vi.stubGlobal('fetch', vi.fn(apiStub({ [CATALOGUE]: PRODUCTS, [BALANCE]: [200, voided] }).fetch));
    await renderShop(<GiftCardsPage />, { language: 'ua' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Код подарункової картки' }), { target: { value: 'ABCD-EFGH-JKLM-NPQR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Перевірити баланс' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Картку •••• NPQR анульовано: нею більше не можна розрахуватися.');
    expect(screen.getByRole('textbox', { name: 'Код подарункової картки' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/залишок/)).toBeNull();
  });

  it('keeps the button disabled while the code field is empty', async () => {
    const api = apiStub({ [CATALOGUE]: PRODUCTS, [BALANCE]: [200, known] });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderShop(<GiftCardsPage />);

    const button = screen.getByRole('button', { name: 'Check balance' }) as HTMLButtonElement;
    const field = screen.getByRole('textbox', { name: 'Gift card code' });
    expect(button.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    fireEvent.change(field, { target: { value: 'ABCD' } });
    expect(button.disabled).toBe(false);
    fireEvent.change(field, { target: { value: '' } });
    expect(button.disabled).toBe(true);
    expect(api.sent('POST', '/api/gift-cards/balance')).toEqual([]);
  });
});

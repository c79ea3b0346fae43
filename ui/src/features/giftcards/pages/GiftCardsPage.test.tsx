import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

const API = { '/api/products-feed/main-category/gift-cards?sort=price_asc&limit=50': [200, pageOf([card(25), card(50), card(100)])] } satisfies Record<string, [number, unknown]>;

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

import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/products';
import { renderShop } from '../../../../test/render-shop';
import type { CartItem } from '../cart';
import PurchaseBox from '../components/PurchaseBox';
import { cartActions, cartStore } from '../store';
import CartPage from './CartPage';

const fabric: CartItem = {
  productName: 'Chrisanne Lycra Royal Blue',
  sku: 'CH-LY-1',
  quantity: 1.5,
  price: '2.85',
  minimum: 0.1,
  names: { en: 'Chrisanne Lycra Royal Blue', ua: 'Лайкра Chrisanne, королівський синій' },
  unit: 'm',
  maxQuantity: 20,
};
const crystals: CartItem = { productName: 'Hotfix SS16 Crystal', sku: 'CR-16', quantity: 2, price: '4.99', minimum: 1, unit: 'pack' };

afterEach(() => cartStore.clear());

describe('PurchaseBox', () => {
  it('chooses metres in steps of 10 cm within the stock and adds the line the spec describes', async () => {
    const product = makeProduct({ product_id: 'CH-LY-1', product_name_en: 'Chrisanne Lycra Royal Blue', price: '3.00', discount: 5, final_price: '2.85', stock: 1.65 });
    await renderShop(<PurchaseBox product={product} />);

    const length = screen.getByRole('textbox', { name: 'Length in metres' });
    expect((length as HTMLInputElement).value).toBe('0.1');
    const decrease = screen.getByRole('button', { name: 'Decrease the quantity of Chrisanne Lycra Royal Blue' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Chrisanne Lycra Royal Blue' }));
    expect((length as HTMLInputElement).value).toBe('0.2');

    fireEvent.change(length, { target: { value: '1,54' } });
    fireEvent.blur(length);
    expect((length as HTMLInputElement).value).toBe('1.5');
    expect(screen.getByText('£42.75')).toBeTruthy();

    // 1.65 m in stock: the most that can be chosen is 1.6 m.
    fireEvent.change(length, { target: { value: '9' } });
    fireEvent.blur(length);
    expect((length as HTMLInputElement).value).toBe('1.6');
    fireEvent.change(length, { target: { value: '1.5' } });
    fireEvent.blur(length);

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartStore.get()).toEqual([
      expect.objectContaining({ productName: 'Chrisanne Lycra Royal Blue', sku: 'CH-LY-1', quantity: 1.5, price: '2.85', minimum: 0.1, maxQuantity: 1.65 }),
    ]);
    // Only 0.15 m are left, which is one step.
    expect((length as HTMLInputElement).value).toBe('0.1');
    expect(screen.getByRole('link', { name: 'Already in your cart — view cart' })).toBeTruthy();
  });

  it('cannot add a product that is out of stock', async () => {
    await renderShop(<PurchaseBox product={makeProduct({ stock: 0, minimum: 1, unit: 'pack' })} />);
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Length in metres' })).toBeNull();
  });
});

describe('CartPage', () => {
  it('lists the lines with quantities and totals in the chosen currency, and leads to checkout', async () => {
    cartActions.add(fabric);
    cartActions.add(crystals);
    await renderShop(<CartPage />, { url: '/cart', language: 'ua', currency: 'UAH' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ваш кошик' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Лайкра Chrisanne, королівський синій' }).getAttribute('href')).toBe('/products/CH-LY-1');
    // Unit prices are converted first, as the server totals an order: 2.85 GBP = ₴159.74 per 10 cm, x15 =
    // ₴2,396.10; 4.99 GBP = ₴279.69, x2 = ₴559.38; together ₴2,955.48 (not 52.73 GBP x 56.05 = ₴2,955.52).
    expect(screen.getByText('2 396,10 ₴')).toBeTruthy();
    expect(within(screen.getByTestId('cart-total')).getByText('2 955,48 ₴')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Оформити замовлення' }).getAttribute('href')).toBe('/cart/checkout');
  });

  it('steps quantities by 0.1 m or 1, removes a line and removes everything', async () => {
    cartActions.add(fabric);
    cartActions.add(crystals);
    await renderShop(<CartPage />, { url: '/cart' });

    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Chrisanne Lycra Royal Blue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Hotfix SS16 Crystal' }));
    expect(cartStore.get().map((line) => line.quantity)).toEqual([1.6, 1]);
    expect(within(screen.getByTestId('cart-total')).getByText('£50.59')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Decrease the quantity of Hotfix SS16 Crystal' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hotfix SS16 Crystal from the cart' }));
    expect(cartStore.get()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(window.localStorage.getItem('basketProducts')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('shows gift-card details and has no detectable accessibility violations', async () => {
    cartActions.add({
      productName: 'Gift Card £50 — anna@example.com',
      sku: 'GIFT-050',
      quantity: 1,
      price: '50.00',
      minimum: 1,
      names: { en: 'Gift Card £50' },
      giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'Happy birthday!' },
    });
    const { container } = await renderShop(<CartPage />, { url: '/cart' });
    expect(screen.getByRole('link', { name: 'Gift Card £50' }).getAttribute('href')).toBe('/gift-cards');
    expect(screen.getByText('Anna (anna@example.com)')).toBeTruthy();
    expect(screen.getByText('Happy birthday!')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

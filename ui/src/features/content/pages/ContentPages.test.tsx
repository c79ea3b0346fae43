import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../../../test/render-shop';
import ContactPage from './ContactPage';

describe('content pages', () => {
  it('contact-us shows the address, phone, email and hours and opens the call-back form', async () => {
    const opened = vi.fn();
    window.addEventListener('shop:open-callback', opened);
    await renderShop(<ContactPage />, { url: '/contact-us' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+38 (050) 400-70-15' }).getAttribute('href')).toBe('tel:+380504007015');
    expect(screen.getByRole('link', { name: 'info@dancefabrics.shop' }).getAttribute('href')).toBe('mailto:info@dancefabrics.shop');
    // The shop settings the page carries (ui/test/shop-settings.json: the demo shop in Kyiv).
    expect(screen.getByText(/12 Khreshchatyk St/)).toBeTruthy();
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByText('Mon–Sat')).toBeTruthy();
    expect(within(hours).getByText('10:00–19:00')).toBeTruthy();
    expect(within(hours).getByText('Closed')).toBeTruthy();
    expect(within(hours).getByText('All times are Kyiv time.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Order a call-back' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('shop:open-callback', opened);
  });

  it.each([
    ['en', 'Email'],
    ['ua', 'Електронна пошта'],
    ['pl', 'E-mail'],
    ['ru', 'Электронная почта'],
    ['de', 'E-Mail'],
  ] as const)('contact-us names the email card in %s', async (language, title) => {
    await renderShop(<ContactPage />, { url: '/contact-us', language });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
  });

  it('contact-us gives the address and hours in the interface language', async () => {
    await renderShop(<ContactPage />, { url: '/contact-us', language: 'ua' });
    expect(screen.getByText(/вул\. Хрещатик, 12/)).toBeTruthy();
    expect(screen.getByText('Пн–Сб')).toBeTruthy();
    expect(screen.getByText('Вихідний')).toBeTruthy();
  });
});

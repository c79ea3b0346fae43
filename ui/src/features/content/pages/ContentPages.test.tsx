import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShop, stubApi } from '../../../../test/render-shop';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import FaqPage from './FaqPage';
import PaymentPage from './PaymentPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';

describe('content pages', () => {
  it('contact-us shows the address, phone, email and hours and opens the call-back form', async () => {
    const opened = vi.fn();
    window.addEventListener('shop:open-callback', opened);
    await renderShop(<ContactPage />, { url: '/contact-us' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+38 (050) 400-70-15' }).getAttribute('href')).toBe('tel:+380504007015');
    expect(screen.getByRole('link', { name: 'info@dancefabrics.shop' }).getAttribute('href')).toBe('mailto:info@dancefabrics.shop');
    expect(screen.getByText(/27 Sequin Street/)).toBeTruthy();
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByText('09:00–18:00')).toBeTruthy();
    expect(within(hours).getByText('Closed')).toBeTruthy();

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

  it('FAQ answers open on demand, in every language', async () => {
    await renderShop(<FaqPage />, { url: '/FAQ', language: 'pl' });
    const question = screen.getByText('Jak sprzedawane są tkaniny?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/Podana cena dotyczy 10 cm/)).toBeTruthy();
  });

  it.each([
    ['about', AboutPage, 'Про Dance Fabrics'],
    ['payment', PaymentPage, 'Оплата'],
    ['privacy policy', PrivacyPolicyPage, 'Політика конфіденційності'],
  ])('the %s page has its title and a menu of the information pages in Ukrainian', async (_name, Page, title) => {
    await renderShop(<Page />, { language: 'ua' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Інформація для покупців' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/FAQ',
      '/payment',
      '/contact-us',
      '/privacy-policy',
    ]);
  });

  it.each([
    ['en', 'Call-back requests: 6 months after we have dealt with them.', /signed in to or ordered with for 2 years/,
      /We email you 21 days before/],
    ['ua', 'Запити на дзвінок — 6 місяців після того, як ми їх опрацювали.', /у який 2 роки ніхто не входив/,
      /За 21 день до видалення/],
    ['pl', 'Prośby o rozmowę: 6 miesięcy od ich obsłużenia.', /przez 2 lata, usuwamy/, /^21 dni przed usunięciem/],
  ] as const)('the privacy policy states the configured periods (%s)', async (language, callbacks, inactive, warning) => {
    const policies = { callbackRetentionMonths: 6, inactiveAccountYears: 2, inactiveWarningDays: 21, emailUndoDays: 7, giftCardMonths: 36 };
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/policies': [200, policies] }).fetch));
    await renderShop(<PrivacyPolicyPage />, { language });
    expect(await screen.findByText(callbacks)).toBeTruthy();
    expect(screen.getByText(inactive)).toBeTruthy();
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it('the FAQ says how long a gift card lasts as the shop is set up', async () => {
    const policies = { callbackRetentionMonths: 12, inactiveAccountYears: 3, inactiveWarningDays: 30, emailUndoDays: 7, giftCardMonths: 24 };
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/policies': [200, policies] }).fetch));
    await renderShop(<FaqPage />, { url: '/FAQ' });
    expect(await screen.findByText(/anything in the shop within 24 months\./)).toBeTruthy();
  });
});

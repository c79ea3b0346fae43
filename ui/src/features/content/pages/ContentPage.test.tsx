import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShop, stubApi } from '../../../../test/render-shop';
import type { ContentPageData } from '../api';
import ContentPage, { slugOf } from './ContentPage';

const MENU = [
  { slug: 'about', path: '/about', title: 'Über Dance Fabrics' },
  { slug: 'faq', path: '/FAQ', title: 'Häufige Fragen' },
  { slug: 'delivery', path: '/pages/delivery', title: 'Versand' },
  { slug: 'privacy-policy', path: '/privacy-policy', title: 'Datenschutzerklärung' },
];

function page(changes: Partial<ContentPageData> = {}): ContentPageData {
  return {
    slug: 'faq', path: '/FAQ', language: 'de', requestedLanguage: 'de', fallback: false, title: 'Häufige Fragen',
    html: '<p>Antworten.</p>\n<details class="faq__item"><summary class="faq__question">Wie wird Stoff verkauft?</summary>'
      + '<div class="faq__answer"><p>Meterweise. <a href="#callback">Rückruf anfordern</a> oder '
      + '<a href="/pages/delivery">Versand</a>.</p></div></details>',
    description: 'Antworten.', updatedAt: null, menu: MENU, ...changes,
  };
}

function serve(url: string, status: number, body: unknown) {
  const api = stubApi({ [url]: [status, body] });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('information pages', () => {
  it.each([
    ['/about', undefined, 'about'],
    ['/faq', undefined, 'faq'],
    ['/FAQ/', undefined, 'faq'],
    ['/privacy-policy', undefined, 'privacy-policy'],
    ['/pages/size-guide', 'size-guide', 'size-guide'],
    ['/contact-us', undefined, ''],
  ])('%s (parameter %s) shows the page "%s"', (pathname, param, slug) => {
    expect(slugOf(pathname, param)).toBe(slug);
  });

  it("shows the server's text in the interface language and currency, with the menu of the pages", async () => {
    const api = serve('/api/pages/faq?lng=de&currency=EUR', 200, page());
    await renderShop(<ContentPage />, { url: '/FAQ', language: 'de', currency: 'EUR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
    expect(api.calls).toEqual(['/api/pages/faq?lng=de&currency=EUR']);
    const menu = screen.getByRole('navigation', { name: 'Kundeninformationen' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about', '/FAQ', '/pages/delivery', '/contact-us', '/privacy-policy']);
    const question = screen.getByText('Wie wird Stoff verkauft?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.title).toBe('Häufige Fragen — Dance Fabrics');
  });

  it('says when a page is shown in English because it has no text in the language', async () => {
    serve('/api/pages/size-guide?lng=pl&currency=GBP', 200,
      page({ slug: 'size-guide', path: '/pages/size-guide', language: 'en', requestedLanguage: 'pl', fallback: true,
        title: 'Size guide', html: '<p>Measure twice.</p>' }));
    await renderShop(<ContentPage />, { url: '/pages/size-guide', path: '/pages/:slug', language: 'pl' });
    expect(await screen.findByRole('note')).toHaveProperty('textContent',
      'Ta strona nie jest jeszcze dostępna po polsku, dlatego wyświetlamy ją po angielsku.');
    expect(screen.getByText('Measure twice.').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('opens the call-back form from a #callback link and other pages without reloading', async () => {
    serve('/api/pages/faq?lng=de&currency=GBP', 200, page());
    const opened = vi.fn();
    window.addEventListener('shop:open-callback', opened);
    const { router } = await renderShop(<ContentPage />, {
      url: '/FAQ', language: 'de', routes: [{ path: '/pages/delivery', element: <p>Versandseite</p> }],
    });
    const text = (await screen.findByText(/Meterweise/)).closest('p')!;
    fireEvent.click(within(text).getByRole('link', { name: 'Rückruf anfordern', hidden: true }));
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.click(within(text).getByRole('link', { name: 'Versand', hidden: true }));
    expect(router.state.location.pathname).toBe('/pages/delivery');
    window.removeEventListener('shop:open-callback', opened);
  });

  it('is the not-found page for a page there is not', async () => {
    serve('/api/pages/nothing?lng=en&currency=GBP', 404, { message: 'There is no such page.' });
    await renderShop(<ContentPage />, { url: '/pages/nothing', path: '/pages/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    serve('/api/pages/about?lng=ua&currency=GBP', 503, { message: 'Unavailable' });
    await renderShop(<ContentPage />, { url: '/about', language: 'ua' });
    expect(await screen.findByText('Не вдалося завантажити сторінку. Спробуйте ще раз.')).toBeTruthy();
  });
});

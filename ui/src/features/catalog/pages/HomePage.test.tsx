import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, pageOf } from '../../../../test/products';
import { renderShop, stubApi } from '../../../../test/render-shop';
import { SLIDE_SIZES } from '../components/MainSlider';
import HomePage from './HomePage';

const velvet = makeProduct({ minimum: 1, unit: 'pcs', price: '20.00', final_price: '20.00', images: '/uploads/velvet-1.jpg, /uploads/velvet-2.jpg' });
const crystal = makeProduct({
  _id: 'id-2',
  product_id: 'AB 12/3',
  product_name_en: 'Crystal AB SS16',
  product_name_ua: null,
  price: '5.35',
  discount: 50,
  final_price: '2.68',
  minimum: 1,
  unit: 'pack',
  images: '',
});
const lycra = makeProduct({ _id: 'id-3', product_id: 'LY-1', product_name_en: 'Matt Lycra Red', product_name_ua: 'Матова лайкра, червона', discount: 20, price: '2.50', final_price: '2.00' });

const API = {
  '/api/slider/all-sliders': [
    200,
    [
      { _id: '2', image: '/media/slides/2.svg', title_en: 'Sale: up to 50% off', title_ua: 'Розпродаж: знижки до 50%', title_pl: null, title_ru: null, title_de: null, link: '/sale', position: 1 },
      { _id: '1', image: '/media/slides/1.svg', title_en: 'New season lycra has arrived', title_ua: 'Нова колекція лайкри вже тут', title_pl: null, title_ru: null, title_de: null, link: '/new', position: 0 },
    ],
  ],
  '/api/products-feed/new?limit=12': [200, pageOf([velvet, crystal])],
  '/api/products-feed/sales?limit=10': [200, pageOf([lycra])],
  '/api/brands/all-brands': [
    200,
    ['astella', 'carvico', 'chrisanne', 'dsi', 'seven', 'preciosa'].map((slug, index) => ({
      _id: String(index + 1),
      name: slug,
      slug,
      logo: `/media/brands/${slug}.svg`,
      link: `/brands/${slug}`,
    })),
  ],
  '/api/categories/collections': [
    200,
    {
      _id: '4',
      name: 'Collections__Колекції',
      slug: 'collections',
      level: 1,
      link: '/collections',
      image: null,
      count: null,
      children: [
        { _id: '40', name: 'Latin Essentials__Латина: основне', slug: 'latin-essentials', level: 2, link: '/collections/latin-essentials', image: '/media/c.svg', count: null, children: [] },
      ],
    },
  ],
} satisfies Record<string, [number, unknown]>;

describe('HomePage', () => {
  it('shows the slider, new arrivals, sale, the five brand logos and the collections', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(API).fetch));
    await renderShop(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Everything your dance costume needs to shine');
    // Slides in the staff's order: the first one is visible, the others hidden from assistive tech.
    const slider = await screen.findByRole('region', { name: 'Featured' });
    expect(within(slider).getByRole('heading', { name: 'New season lycra has arrived' })).toBeTruthy();
    expect(within(slider).getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/new');
    expect(within(slider).getByRole('button', { name: 'Show slide 2' })).toBeTruthy();

    const velvetLink = await screen.findByRole('link', { name: /Stretch velvet Black/ });
    expect(velvetLink.getAttribute('href')).toBe('/products/SKU-1');
    expect(within(velvetLink).getByRole('img').getAttribute('src')).toBe('/uploads/velvet-1.jpg');
    expect(within(velvetLink).getByText('£20.00')).toBeTruthy();

    const crystalLink = screen.getByRole('link', { name: /Crystal AB SS16/ });
    expect(crystalLink.getAttribute('href')).toBe('/products/AB%2012%2F3');
    expect(within(crystalLink).getByText('£5.35').closest('del')).toBeTruthy();
    expect(within(crystalLink).getByText('£2.68').closest('del')).toBeNull();
    expect(within(crystalLink).getByText('−50%')).toBeTruthy();

    const sale = screen.getByRole('region', { name: 'On sale' });
    const lycraLink = await within(sale).findByRole('link', { name: /Matt Lycra Red/ });
    expect(within(lycraLink).getByText('per 10 cm')).toBeTruthy();

    const brands = screen.getByRole('region', { name: 'Our brands' });
    const logos = within(brands).getAllByRole('link', { name: /: all products$/ });
    expect(logos.map((link) => link.getAttribute('href'))).toEqual([
      '/brands/astella',
      '/brands/carvico',
      '/brands/chrisanne',
      '/brands/dsi',
      '/brands/seven',
    ]);

    const collections = screen.getByRole('region', { name: 'Collections' });
    expect((await within(collections).findByRole('link', { name: 'Latin Essentials' })).getAttribute('href')).toBe(
      '/collections/latin-essentials',
    );
  });

  it("offers an uploaded slide's stored sizes for the screen, the first slide eager and fetched first", async () => {
    const photo = '/media/slides/0123456789abcdef01234567-1440.webp';
    const srcset = ['640', '960', '1440'].map((width) => `${photo.replace('-1440', `-${width}`)} ${width}w`).join(', ');
    const [sale, lycraSlide] = API['/api/slider/all-sliders'][1];
    const slides = [{ ...lycraSlide, image: photo, srcset }, { ...sale, srcset: '' }];
    vi.stubGlobal('fetch', vi.fn(stubApi({ ...API, '/api/slider/all-sliders': [200, slides] }).fetch));
    const { container } = await renderShop(<HomePage />);
    await screen.findByRole('region', { name: 'Featured' });

    const [first, second] = [...container.querySelectorAll<HTMLImageElement>('img.slider__image')];
    expect(first?.getAttribute('src')).toBe(photo);
    expect(first?.getAttribute('srcset')).toBe(srcset);
    expect(first?.getAttribute('sizes')).toBe(SLIDE_SIZES);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    // An SVG (no stored sizes) is offered as it is, and a later slide waits until it is near.
    expect(second?.getAttribute('src')).toBe('/media/slides/2.svg');
    expect(second?.hasAttribute('srcset')).toBe(false);
    expect(second?.hasAttribute('sizes')).toBe(false);
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('speaks the chosen language and currency, names falling back to English', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(API).fetch));
    await renderShop(<HomePage />, { language: 'ua', currency: 'UAH' });

    expect(await screen.findByRole('heading', { name: 'Нова колекція лайкри вже тут' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Еластичний оксамит, чорний/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crystal AB SS16/ })).toBeTruthy();
    expect(screen.getByText('1 121,00 ₴')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Латина: основне' })).toBeTruthy();
  });

  it('shows skeletons while loading, then an error with a retry button', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ ...API, '/api/products-feed/new?limit=12': [500, { message: 'Internal Server Error' }] }).fetch));
    const { container } = await renderShop(<HomePage />);

    expect(container.querySelectorAll('.product-card--skeleton').length).toBeGreaterThanOrEqual(12);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the new arrivals.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the recently viewed list the app provides', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(API).fetch));
    const RecentlyViewed = ({ headingId }: { headingId: string }) => <h2 id={headingId}>Recently viewed</h2>;
    await renderShop(<HomePage />, { actions: { RecentlyViewed } });
    expect(screen.getByRole('heading', { name: 'Recently viewed' }).id).toBe('home-recently-viewed');
  });

  it('has no detectable accessibility violations', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(API).fetch));
    const { container } = await renderShop(<HomePage />);
    await screen.findByRole('link', { name: /Stretch velvet/ });
    await screen.findByRole('link', { name: 'Latin Essentials' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '../../../../test/render';
import type { Product } from '../types';
import HomePage from './HomePage';

const FEED_URL = '/api/products-feed/new?limit=12';

function product(overrides: Partial<Product>): Product {
  return {
    _id: 'id-1',
    product_id: 'SKU-1',
    slug: 'sku-1',
    product_name_en: 'Stretch velvet',
    product_name_ua: 'Еластичний оксамит',
    product_name_pl: null,
    product_name_ru: null,
    product_name_de: null,
    description_en: null,
    description_ua: null,
    description_pl: null,
    description_ru: null,
    description_de: null,
    price: 20,
    discount: 0,
    final_price: 20,
    minimum: 0.1,
    unit: 'm',
    stock: 10,
    images: '/uploads/velvet-1.jpg, /uploads/velvet-2.jpg',
    brand: 'Chrisanne',
    brand_slug: 'chrisanne',
    color: 'Black',
    color_slug: 'black',
    color_hex: '#000000',
    category1: 'fabrics',
    category2: null,
    category3: null,
    category4: null,
    is_gift_card: false,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const products = [
  product({}),
  product({
    _id: 'id-2',
    product_id: 'AB 12/3',
    product_name_en: 'Crystal AB SS16',
    product_name_ua: null,
    price: 5.35,
    discount: 50,
    final_price: 2.68,
    images: '',
  }),
];

describe('HomePage', () => {
  it('shows the new arrivals from the API as product cards', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ [FEED_URL]: [200, { products }] })));
    await renderWithApp(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Everything your dance costume needs to shine');
    const velvet = await screen.findByRole('link', { name: /Stretch velvet/ });
    expect(velvet.getAttribute('href')).toBe('/products/SKU-1');
    expect(within(velvet).getByRole('img').getAttribute('src')).toBe('/uploads/velvet-1.jpg');
    expect(within(velvet).getByText('£20.00')).toBeTruthy();

    const crystal = screen.getByRole('link', { name: /Crystal AB SS16/ });
    expect(crystal.getAttribute('href')).toBe('/products/AB%2012%2F3');
    expect(within(crystal).getByText('£5.35').closest('del')).toBeTruthy();
    expect(within(crystal).getByText('£2.68').closest('del')).toBeNull();
    expect(within(crystal).getByText('−50%')).toBeTruthy();
  });

  it('names products in the current language, falling back to English', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ [FEED_URL]: [200, { products }] })));
    await renderWithApp(<HomePage />, { language: 'ua', currency: 'UAH' });

    expect(await screen.findByRole('link', { name: /Еластичний оксамит/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crystal AB SS16/ })).toBeTruthy();
    expect(screen.getByText('₴1,121.00')).toBeTruthy();
  });

  it('shows skeletons while loading, then an error with a retry button', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ [FEED_URL]: [500, { message: 'Internal Server Error' }] })));
    const { container } = await renderWithApp(<HomePage />);

    expect(container.querySelectorAll('.product-card--skeleton')).toHaveLength(12);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the new arrivals.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('has no detectable accessibility violations', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ [FEED_URL]: [200, { products }] })));
    const { container } = await renderWithApp(<HomePage />);
    await screen.findByRole('link', { name: /Stretch velvet/ });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

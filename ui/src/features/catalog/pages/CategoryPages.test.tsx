import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, pageOf } from '../../../../test/products';
import { renderShop, stubApi } from '../../../../test/render-shop';
import { paths } from '@/config/paths';
import BrandPage from './BrandPage';
import CollectionsPage from './CollectionsPage';
import FabricsPage from './FabricsPage';

const node = (name: string, slug: string, level: number, children: object[] = []) => ({
  _id: slug,
  name,
  slug,
  level,
  link: null,
  image: null,
  count: null,
  children,
});

const FABRICS_TREE = node('Fabrics__Тканини', 'fabrics', 1, [
  node('Lycra__Лайкра', 'lycra', 2, [node('Lycra Plain__Лайкра однотонна', 'plain', 3, [node('Matt__Матова', 'matt', 4)]), node('Metallic__Металік', 'metallic', 3)]),
  node('Mesh - Power mesh__Сітка', 'mesh', 2),
]);

const red = makeProduct({ _id: 'r', product_id: 'LY-RED', product_name_en: 'Matt Lycra Red', product_name_ua: 'Матова лайкра, червона' });
const blue = makeProduct({ _id: 'b', product_id: 'LY-BLUE', product_name_en: 'Matt Lycra Blue', discount: 20, price: '2.50', final_price: '2.00' });
const colours = [
  { _id: '1', name: 'Red', slug: 'red', hex: '#D0021B', brand: 'chrisanne', count: 3 },
  { _id: '2', name: 'Red', slug: 'red', hex: '#D0021B', brand: 'dsi', count: 2 },
  { _id: '3', name: 'Royal Blue', slug: 'royal-blue', hex: '#4169E1', brand: 'dsi', count: 4 },
];

function lycraApi(extra: Record<string, [number, unknown]> = {}) {
  return stubApi({
    '/api/categories/fabrics': [200, FABRICS_TREE],
    '/api/products-feed/main-category/fabrics/lycra?page=1&limit=24': [200, { ...pageOf([red, blue], { pages: 3, total: 50 }), category: FABRICS_TREE.children[0] }],
    '/api/colors/color-by-product?ct1=fabrics&ct2=lycra': [200, colours],
    ...extra,
  });
}

const fabricRoute = { path: paths.fabrics.fabric.path };

describe('category pages', () => {
  it('list a category with its name, sub-categories, products, pages and filters', async () => {
    const api = lycraApi();
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderShop(<FabricsPage />, { url: '/fabrics/lycra', ...fabricRoute });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lycra' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Fabrics' }).getAttribute('href')).toBe('/fabrics');
    const subcategories = screen.getByRole('navigation', { name: 'Categories: Lycra' });
    expect(within(subcategories).getByRole('link', { name: 'Lycra Plain' }).getAttribute('href')).toBe('/fabrics/lycra/plain');

    const card = await screen.findByRole('link', { name: /Matt Lycra Blue/ });
    expect(within(card).getByText('£2.50').closest('del')).toBeTruthy();
    expect(within(card).getByText('£2.00')).toBeTruthy();
    expect(within(card).getByText('per 10 cm')).toBeTruthy();
    expect(screen.getByText('Products: 50')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/fabrics/lycra?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    // Colours of the same name from two brands are one filter option with the summed count.
    const redSwatch = await screen.findByRole('button', { name: /Red.*5/ });
    expect(redSwatch.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps sort, colour, price and stock in the URL and asks the API for them', async () => {
    const api = lycraApi({
      '/api/products-feed/main-category/fabrics/lycra?page=1&limit=24&sort=price_asc': [200, pageOf([blue, red])],
      '/api/products-feed/main-category/fabrics/lycra?page=1&limit=24&sort=price_asc&color=red': [200, pageOf([red])],
      '/api/products-feed/main-category/fabrics/lycra?page=1&limit=24&sort=price_asc&color=red&min_price=1&max_price=3&currency=GBP&in_stock=true': [200, pageOf([])],
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router } = await renderShop(<FabricsPage />, { url: '/fabrics/lycra', ...fabricRoute });
    await screen.findByRole('link', { name: /Matt Lycra Blue/ });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } });
    expect(router.state.location.search).toBe('?sort=price_asc');
    fireEvent.click(await screen.findByRole('button', { name: /Red.*5/ }));
    expect(router.state.location.search).toBe('?sort=price_asc&color=red');
    expect(await screen.findByRole('button', { name: /^Colour: Red/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(router.state.location.search).toBe('?sort=price_asc&color=red&min=1&max=3&cur=GBP&in_stock=1');

    // Nothing matches: a clear empty state with a way out.
    expect(await screen.findByRole('heading', { name: 'No products match these filters' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('?sort=price_asc');
  });

  it('shows the not-found page for an unknown category', async () => {
    vi.stubGlobal('fetch', vi.fn(lycraApi().fetch));
    await renderShop(<FabricsPage />, { url: '/fabrics/no-such-fabric', ...fabricRoute });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('lists a brand narrowed to one of its categories', async () => {
    const brand = { _id: '3', name: 'Chrisanne', slug: 'chrisanne', logo: '/media/brands/chrisanne.svg', link: '/brands/chrisanne' };
    const categories = [
      { ...node('Hotfix_flatback__Термоклейові', 'hotfix', 3, [{ ...node('SS16 (3.9 mm)__SS16 (3,9 мм)', 'ss16', 4), count: 5 }]), count: 5 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          '/api/brands/brands/chrisanne/hotfix?page=1&limit=24': [200, { ...pageOf([red]), brand, categories }],
          '/api/colors/color-by-product?ct5=chrisanne': [200, colours],
        }).fetch,
      ),
    );
    await renderShop(<BrandPage />, { url: '/brands/chrisanne/hotfix', path: paths.brands.category.path });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chrisanne: Hotfix' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /SS16 \(3.9 mm\)/ }).getAttribute('href')).toBe('/brands/chrisanne/hotfix/ss16');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Chrisanne' }).getAttribute('href')).toBe(
      '/brands/chrisanne',
    );
  });

  it('shows a collection, its third level chosen with ?sub=', async () => {
    const tree = node('Collections__Колекції', 'collections', 1, [
      node('Latin Essentials__Латина: основне', 'latin-essentials', 2, [node('Fabric bundles__Набори тканин', 'fabric-bundles', 3), node('Crystal packs__Набори страз', 'crystal-packs', 3)]),
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          '/api/categories/collections': [200, tree],
          '/api/products-feed/category/latin-essentials/crystal-packs?page=1&limit=24': [200, { ...pageOf([red]), category: null }],
          '/api/colors/color-by-product?ct1=collections&ct2=latin-essentials&ct3=crystal-packs': [200, []],
        }).fetch,
      ),
    );
    await renderShop(<CollectionsPage />, { url: '/collections/latin-essentials?sub=crystal-packs', path: paths.collections.collection.path, language: 'ua' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Набори страз' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Набори страз' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Набори тканин' }).getAttribute('href')).toBe('/collections/latin-essentials?sub=fabric-bundles');
    expect(await screen.findByRole('link', { name: /Матова лайкра, червона/ })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseBoxProps, WishlistButtonProps } from '@/components/product-actions';
import { paths } from '@/config/paths';
import { makeProduct, pageOf } from '../../../../test/products';
import { renderShop, stubApi } from '../../../../test/render-shop';
import ProductPage from './ProductPage';

const velvet = makeProduct({ discount: 20, price: '3.00', final_price: '2.40', stock: 3.5, images: '/media/v1.svg,/media/v2.svg,/media/v3.svg' });
const tree = {
  _id: '1',
  name: 'Fabrics__Тканини',
  slug: 'fabrics',
  level: 1,
  link: '/fabrics',
  image: null,
  count: null,
  children: [
    {
      _id: '2',
      name: 'Velvet__Оксамит',
      slug: 'velvet',
      level: 2,
      link: null,
      image: null,
      count: null,
      children: [{ _id: '3', name: 'Stretch Velvet - Solid__Стрейч-оксамит', slug: 'stretch-velvet', level: 3, link: null, image: null, count: null, children: [] }],
    },
  ],
};

function api(product = velvet) {
  return stubApi({
    [`/api/products-feed/products/${product.product_id}`]: [200, product],
    '/api/categories/fabrics': [200, tree],
    [`/api/products-feed/categories/same-color/black/${product.product_id}?limit=10&in_stock=true`]: [
      200,
      pageOf([makeProduct({ _id: 's', product_id: 'SAME-1', product_name_en: 'Black Chiffon', product_name_ua: null })]),
    ],
    [`/api/products-feed/categories/also-liked/black/${product.product_id}?limit=10&in_stock=true&category1=fabrics&category2=velvet`]: [
      200,
      pageOf([makeProduct({ _id: 'a', product_id: 'LIKE-1', product_name_en: 'Red Velvet', product_name_ua: null })]),
    ],
  });
}

const route = { path: paths.product.path };

describe('ProductPage', () => {
  it('shows the product in the chosen language and currency, with the discount, per-10-cm price and stock', async () => {
    vi.stubGlobal('fetch', vi.fn(api().fetch));
    const rememberViewed = vi.fn();
    const PurchaseBox = ({ product }: PurchaseBoxProps) => <p>Purchase {product.product_id}</p>;
    const WishlistButton = ({ product, variant }: WishlistButtonProps) => <button type="button">{`${variant} heart ${product._id}`}</button>;
    await renderShop(<ProductPage />, { url: '/products/SKU-1', ...route, language: 'ua', currency: 'EUR', actions: { PurchaseBox, WishlistButton, rememberViewed } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Еластичний оксамит, чорний' })).toBeTruthy();
    expect(screen.getByText('М’який стрейч-оксамит для латиноамериканських суконь.')).toBeTruthy();
    // £3.00 -> €3.54 struck through, £2.40 -> €2.83, per 10 cm.
    expect(screen.getByText('3,54 €').closest('del')).toBeTruthy();
    expect(screen.getAllByText('2,83 €').length).toBeGreaterThan(0);
    expect(screen.getAllByText('за 10 см').length).toBeGreaterThan(0);
    expect(screen.getByText('Залишилося лише 3,5 м')).toBeTruthy();
    expect(screen.getByText('Purchase SKU-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'button heart id-1' })).toBeTruthy();
    expect(rememberViewed).toHaveBeenCalledWith(expect.objectContaining({ _id: 'id-1', product_id: 'SKU-1', final_price: '2.40' }));

    const crumbs = screen.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    expect(within(crumbs).getByRole('link', { name: 'Тканини' }).getAttribute('href')).toBe('/fabrics');
    expect((await within(crumbs).findByRole('link', { name: 'Оксамит' })).getAttribute('href')).toBe('/fabrics/velvet');
    expect(within(crumbs).getByRole('link', { name: 'Стрейч-оксамит' }).getAttribute('href')).toBe('/fabrics/velvet/stretch-velvet');

    expect(await screen.findByRole('heading', { name: 'Ще в кольорі «Black»' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Black Chiffon/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Red Velvet/ })).toBeTruthy();
  });

  it('names the colour in the interface language, in the details and above the same-colour products', async () => {
    const lilac = makeProduct({
      product_id: 'LY-LILAC',
      product_name_ua: 'Лайкра однотонна матова Бузковий',
      color: 'Lilac',
      color_slug: 'lilac',
      color_hex: '#C8A2C8',
      color_en: 'Lilac',
      color_ua: 'Бузковий',
      color_pl: 'Liliowy',
      color_ru: 'Сиреневый',
      color_de: 'Flieder',
    });
    const stub = stubApi({
      '/api/products-feed/products/LY-LILAC': [200, lilac],
      '/api/categories/fabrics': [200, tree],
      '/api/products-feed/categories/same-color/lilac/LY-LILAC?limit=10&in_stock=true': [
        200,
        pageOf([makeProduct({ _id: 's', product_id: 'SAME-1', product_name_en: 'Lilac Chiffon', product_name_ua: 'Бузковий шифон' })]),
      ],
      '/api/products-feed/categories/also-liked/lilac/LY-LILAC?limit=10&in_stock=true&category1=fabrics&category2=velvet': [200, pageOf([])],
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    await renderShop(<ProductPage />, { url: '/products/LY-LILAC', ...route, language: 'ua' });

    const details = await screen.findByRole('region', { name: 'Характеристики' });
    const colour = within(details).getByText('Колір').closest('div') as HTMLElement;
    expect(within(colour).getByRole('link', { name: 'Бузковий' }).getAttribute('href')).toBe('/browse-by-color/chrisanne/lilac');
    expect(await screen.findByRole('heading', { name: 'Ще в кольорі «Бузковий»' })).toBeTruthy();
    expect(screen.queryByText(/Lilac/)).toBeNull();
  });

  it('switches gallery images', async () => {
    vi.stubGlobal('fetch', vi.fn(api().fetch));
    await renderShop(<ProductPage />, { url: '/products/SKU-1', ...route });
    const main = await screen.findByRole('img', { name: 'Stretch velvet Black, image 1 of 3' });
    expect(main.getAttribute('src')).toBe('/media/v1.svg');
    screen.getByRole('button', { name: 'Show image 3 of 3' }).click();
    expect((await screen.findByRole('img', { name: 'Stretch velvet Black, image 3 of 3' })).getAttribute('src')).toBe('/media/v3.svg');
  });

  it('says when a product is out of stock', async () => {
    const soldOut = makeProduct({ product_id: 'OUT-1', stock: 0 });
    vi.stubGlobal('fetch', vi.fn(api(soldOut).fetch));
    await renderShop(<ProductPage />, { url: '/products/OUT-1', ...route });
    expect(await screen.findByText('Out of stock')).toBeTruthy();
  });

  it('shows the not-found page for an unknown product', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({}).fetch));
    await renderShop(<ProductPage />, { url: '/products/NOPE', ...route });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

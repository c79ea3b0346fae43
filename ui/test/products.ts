/** Product fixtures shaped like the API's ProductSchema, and the factors GET /api/currencies serves after seeding. */
import type { Product, ProductPage } from '@/components/product-types';
import type { CurrencyFactors } from '@/features/currency';

/** The spec's factors, as the seeded /api/currencies answers them. */
export const SEEDED_FACTORS: CurrencyFactors = { GBP: '1', UAH: '56.05', USD: '1.35', EUR: '1.18' };

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'id-1',
    product_id: 'SKU-1',
    slug: 'sku-1',
    group: null,
    product_name_en: 'Stretch velvet Black',
    product_name_ua: 'Еластичний оксамит, чорний',
    product_name_pl: null,
    product_name_ru: null,
    product_name_de: null,
    description_en: 'Soft stretch velvet for Latin dresses.',
    description_ua: 'М’який стрейч-оксамит для латиноамериканських суконь.',
    description_pl: null,
    description_ru: null,
    description_de: null,
    price: '2.85',
    discount: 0,
    final_price: '2.85',
    currency: 'GBP',
    minimum: 0.1,
    unit: 'm',
    stock: 25,
    in_stock: true,
    images: '/media/velvet-1.svg,/media/velvet-2.svg',
    brand: 'Chrisanne',
    brand_slug: 'chrisanne',
    color: 'Black',
    color_slug: 'black',
    color_hex: '#000000',
    category1: 'fabrics',
    category2: 'velvet',
    category3: 'stretch-velvet',
    category4: null,
    is_gift_card: false,
    link: '/products/SKU-1',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function pageOf(products: Product[], { page = 1, pages = 1, total = products.length } = {}): ProductPage {
  return { products, total, page, pages };
}

import { describe, expect, it } from 'vitest';
import { categoryHref, paths } from './paths';

type Node = { path?: string; aliasPath?: string; [key: string]: unknown };

function collectPatterns(node: Node, into: string[] = []): string[] {
  if (typeof node.path === 'string') into.push(node.path);
  if (typeof node.aliasPath === 'string') into.push(node.aliasPath);
  for (const value of Object.values(node)) {
    if (value && typeof value === 'object') collectPatterns(value as Node, into);
  }
  return into;
}

describe('paths', () => {
  it('declares every route pattern once', () => {
    const patterns = collectPatterns(paths as unknown as Node);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/products/:sku', '/admin-dash/order-details/:id', '/account/:accountPage', '*']),
    );
  });

  it('builds encoded links', () => {
    expect(paths.product.href('AB 12/3')).toBe('/products/AB%2012%2F3');
    expect(paths.brands.subcategory.href('chrisanne', 'lycra', 'matt')).toBe('/brands/chrisanne/lycra/matt');
    expect(paths.crystals.subsubcategory.href('ss16', 'ab', 'x')).toBe('/crystals/ss16/ab/x');
    expect(paths.search.results.href('velvet & lace', 'FABRICS')).toBe('/search/velvet%20%26%20lace?category=FABRICS');
    expect(paths.search.results.href('mesh')).toBe('/search/mesh');
    expect(paths.account.page.href('order-history')).toBe('/account/order-history');
    expect(paths.admin.allProducts.category.href('fabrics')).toBe('/admin-dash/all-products/fabrics');
  });
});

describe('categoryHref, the one category URL builder', () => {
  it('builds each main category level from its slugs', () => {
    expect(categoryHref('fabrics', [])).toBe('/fabrics');
    expect(categoryHref('fabrics', ['lycra', 'matt', 'blue'])).toBe('/fabrics/lycra/matt/blue');
    expect(categoryHref('crystals', ['hotfix'])).toBe('/crystals/hotfix');
    expect(categoryHref('accessories', ['feathers', 'boas'])).toBe('/accessories/feathers/boas');
    expect(categoryHref('collections', ['latin'])).toBe('/collections/latin');
    expect(categoryHref('collections', ['latin', 'red dresses'])).toBe('/collections/latin?sub=red%20dresses');
  });
});

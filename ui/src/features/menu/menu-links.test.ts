import { describe, expect, it } from 'vitest';
import { brandLinks, categoryGroups, fabricGroups } from './menu-links';
import type { MenuNode } from './types';

function node(name: string, slug: string, children: MenuNode[] = [], link: string | null = null): MenuNode {
  return { _id: slug, name, slug, level: 0, path: [slug], link, image: null, count: null, children };
}

const fabrics = node('Fabrics__Тканини', 'fabrics', [
  node('Mesh - Power mesh__Сітка', 'mesh', [node('Power mesh__Сітка пауер', 'power-mesh')]),
  node('Velvet__Оксамит', 'velvet', [node('Stretch Velvet - Solid__Стрейч-оксамит', 'stretch-velvet')]),
]);

describe('menu display names (the spec rule)', () => {
  it('shows the text after "__" in Ukrainian', () => {
    const groups = fabricGroups(fabrics, 'ua');
    expect(groups.map((group) => group.label)).toEqual(['Сітка', 'Оксамит']);
    expect(groups[0]?.links[0]?.label).toBe('Сітка пауер');
  });

  it.each(['en', 'pl', 'ru', 'de'] as const)('cuts the first part at "_" or " -" in %s', (language) => {
    const groups = fabricGroups(fabrics, language);
    expect(groups.map((group) => group.label)).toEqual(['Mesh', 'Velvet']);
    expect(groups[1]?.links[0]?.label).toBe('Stretch Velvet');
  });

  it('cuts at the first underscore', () => {
    const tree = node('Crystals__Стрази', 'crystals', [node('Hotfix_flatback__Термоклейові', 'hotfix')]);
    expect(categoryGroups('crystals', tree, 'en')[0]?.label).toBe('Hotfix');
    expect(categoryGroups('crystals', tree, 'ua')[0]?.label).toBe('Термоклейові');
  });

  it('keeps hyphens that are not " -"', () => {
    const tree = node('Fabrics', 'fabrics', [node('Crepe-back satin__Атлас-креп', 'crepe-back-satin')]);
    expect(fabricGroups(tree, 'en')[0]?.label).toBe('Crepe-back satin');
  });
});

describe('menu links', () => {
  it('links fabrics by slug to /fabrics/{category}/{subcategory}', () => {
    const [mesh] = fabricGroups(fabrics, 'en');
    expect(mesh?.href).toBe('/fabrics/mesh');
    expect(mesh?.links[0]?.href).toBe('/fabrics/mesh/power-mesh');
  });

  it('links brands to /brands/{slug}', () => {
    const links = brandLinks([{ _id: '1', name: 'Vita Fabrics', slug: 'vita-fabrics', logo: null, link: '/x' }]);
    expect(links).toEqual([{ key: 'vita-fabrics', label: 'Vita Fabrics', href: '/brands/vita-fabrics' }]);
  });

  it('uses /{main}/{name} or the link the data supplies', () => {
    const crystals = node('Crystals', 'crystals', [
      node('Pearls__Перли', 'pearls', [node('Round pearls', 'round-pearls')]),
      node('Crystal banding', 'crystal-banding', [], '/brands/preciosa'),
    ]);
    const groups = categoryGroups('crystals', crystals, 'en');
    expect(groups.map((group) => group.href)).toEqual(['/crystals/pearls', '/brands/preciosa']);
    expect(groups[0]?.links[0]?.href).toBe('/crystals/pearls/round-pearls');

    const accessories = node('Accessories', 'accessories', [node('Threads', 'threads')]);
    expect(categoryGroups('accessories', accessories, 'en')[0]?.href).toBe('/accessories/threads');
  });

  it('lists only the second level of collections (they have no deeper pages)', () => {
    const collections = node('Collections', 'collections', [
      node('Showgirl_cabaret__Шоу та кабаре', 'showgirl', [node('Feather sets', 'feather-sets')]),
      node('Last Chance', 'last-chance', [], '/sale'),
    ]);
    const groups = categoryGroups('collections', collections, 'en');
    expect(groups.map(({ label, href, links }) => [label, href, links.length])).toEqual([
      ['Showgirl', '/collections/showgirl', 0],
      ['Last Chance', '/sale', 0],
    ]);
  });

  it('ignores link values that are not site paths', () => {
    const tree = node('Accessories', 'accessories', [node('Glue', 'glue', [], 'https://example.com/glue')]);
    expect(categoryGroups('accessories', tree, 'en')[0]?.href).toBe('/accessories/glue');
  });
});

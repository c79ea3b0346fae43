import { describe, expect, it } from 'vitest';
import {
  brandBody,
  categoryLabel,
  createBody,
  findCategory,
  isSlug,
  missingTranslations,
  updateBody,
  withChildren,
} from './category-tree';
import type { AdminCategory } from './category-types';

const names = (overrides: Partial<AdminCategory['names']> = {}) => ({ en: 'Lycra', ua: 'Лайкра', pl: 'Lycra', ru: 'Лайкра', de: 'Lycra', ...overrides });

function category(id: string, level: number, overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    _id: id, parentId: null, level, main: 'fabrics', slug: `c${id}`, path: ['fabrics'], name: 'Lycra__Лайкра', names: names(),
    link: null, image: null, position: 0, products: 0, children: [], ...overrides,
  };
}

describe('category rules', () => {
  it('lists the languages without a name of their own, English never among them', () => {
    expect(missingTranslations(names())).toEqual([]);
    expect(missingTranslations(names({ ua: '', de: '  ' }))).toEqual(['ua', 'de']);
    expect(missingTranslations({ en: '' })).toEqual(['ua', 'pl', 'ru', 'de']);
  });

  it('checks a slug as the server does', () => {
    for (const slug of ['lycra', 'stretch-velvet', 'ss20']) expect(isSlug(slug)).toBe(true);
    for (const slug of ['', 'Lycra', 'lycra_sport', '-lycra', 'lycra-', 'lycra--sport', 'лайкра']) expect(isSlug(slug)).toBe(false);
  });

  it('labels a category by its English name as shoppers read it', () => {
    expect(categoryLabel({ name: 'Mesh - Power mesh__Сітка', names: names({ en: 'Mesh - Power mesh' }) })).toBe('Mesh');
    expect(categoryLabel({ name: 'Solid_colour', names: names({ en: '' }) })).toBe('Solid');
  });

  it('sends a new subcategory without a slug when none is typed', () => {
    const values = { names: { en: ' Velvet ', ua: 'Оксамит', pl: '', ru: '', de: 'Samt ' }, slug: '  ', link: '' };
    expect(createBody('3', values)).toEqual({
      parentId: '3',
      names: { en: 'Velvet', ua: 'Оксамит', pl: '', ru: '', de: 'Samt' },
      link: null,
    });
    expect(createBody('3', { ...values, slug: 'velvet', link: '/sale' })).toMatchObject({ slug: 'velvet', link: '/sale' });
  });

  it('sends the slug and link of a category only when they change, and never a main one’s slug', () => {
    const lycra = category('7', 2, { slug: 'lycra', link: '/sale' });
    const same = { names: lycra.names, slug: 'lycra', link: '/sale' };
    expect(updateBody(lycra, same)).toEqual({ names: lycra.names });
    expect(updateBody(lycra, { ...same, slug: 'stretch-lycra', link: ' ' })).toEqual({ names: lycra.names, slug: 'stretch-lycra', link: null });
    const fabrics = category('1', 1, { slug: 'fabrics' });
    expect(updateBody(fabrics, { names: fabrics.names, slug: 'cloth', link: '' })).toEqual({ names: fabrics.names });
  });

  it('puts one category’s children in a new order anywhere in the trees', () => {
    const [a, b] = [category('21', 3, { position: 0 }), category('22', 3, { position: 1 })];
    const roots = [category('1', 1, { children: [category('2', 2, { children: [a, b] })] }), category('9', 1)];
    const moved = withChildren(roots, '2', [b, a]);
    expect(findCategory(moved, '2')?.children.map((child) => [child._id, child.position])).toEqual([['22', 0], ['21', 1]]);
    expect(moved[1]).toBe(roots[1]);
    expect(findCategory(roots, '2')?.children.map((child) => child._id)).toEqual(['21', '22']);
  });

  it('sends a brand’s slug only when typed or changed', () => {
    expect(brandBody(null, ' Capezio ', '')).toEqual({ name: 'Capezio' });
    const brand = { _id: '4', name: 'DSI', slug: 'dsi', logo: null, position: 1, products: 2 };
    expect(brandBody(brand, 'DSI London', 'dsi')).toEqual({ name: 'DSI London' });
    expect(brandBody(brand, 'DSI London', 'dsi-london')).toEqual({ name: 'DSI London', slug: 'dsi-london' });
  });
});

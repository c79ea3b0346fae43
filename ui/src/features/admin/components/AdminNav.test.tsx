import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../../../test/render-shop';
import { AdminNav } from './AdminNav';

describe('AdminNav', () => {
  it('keeps the spec’s sections and gives the catalogue’s structure a navigation of its own', async () => {
    await renderShop(<AdminNav />, { url: '/admin-dash/categories', path: '/admin-dash/*' });
    const links = (name: string) =>
      within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links('Admin sections').map(([text]) => text)).toEqual(['Info', 'Queries', 'Products', 'Orders', 'Main Slider', 'Colors', 'Exit']);
    expect(links('Catalogue')).toEqual([
      ['Categories', '/admin-dash/categories'],
      ['Brands', '/admin-dash/brands'],
    ]);
    expect(screen.getByRole('link', { name: 'Categories' }).getAttribute('aria-current')).toBe('page');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../../test/admin';
import type { StaffRole } from '../staff/roles';
import { AdminNav } from './AdminNav';

const links = (name: string) =>
  within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

const render = (role: StaffRole, url = '/admin-dash/categories') => renderAdmin(<AdminNav />, { url, path: '/admin-dash/*', role });

describe('AdminNav', () => {
  it('keeps the spec’s sections and gives the catalogue’s structure a navigation of its own', async () => {
    await render('manager');
    expect(links('Admin sections').map(([text]) => text)).toEqual(['Info', 'Queries', 'Products', 'Orders', 'Main Slider', 'Colors', 'Exit']);
    expect(links('Catalogue')).toEqual([
      ['Categories', '/admin-dash/categories'],
      ['Brands', '/admin-dash/brands'],
    ]);
    expect(screen.getByRole('link', { name: 'Categories' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the staff list to owners only', async () => {
    await render('owner');
    expect(links('Shop').map(([text]) => text)).toContain('Staff');
  });

  it('offers a manager the parcels but not the staff list', async () => {
    await render('manager');
    const shop = links('Shop').map(([text]) => text);
    expect(shop).toContain('Parcels');
    expect(shop).not.toContain('Staff');
  });

  it('offers the warehouse its parcels and the way out, nothing with prices', async () => {
    await render('warehouse', '/admin-dash/parcels');
    expect(links('Admin sections')).toEqual([['Exit', '/']]);
    expect(links('Shop')).toEqual([['Parcels', '/admin-dash/parcels']]);
    expect(screen.queryByRole('navigation', { name: 'Catalogue' })).toBeNull();
  });
});

import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '../category-types';
import { apiStub, renderAdmin, TOKEN } from '../test-helpers';
import CategoriesPage from './CategoriesPage';

const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

function node(id: string, path: string[], overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    _id: id,
    parentId: null,
    level: path.length,
    main: path[0] ?? '',
    slug: path[path.length - 1] ?? '',
    path,
    name: '',
    names: { en: '', ua: '', pl: '', ru: '', de: '' },
    link: null,
    image: null,
    position: 0,
    products: 0,
    children: [],
    ...overrides,
  };
}

const full = { pl: 'x', ru: 'x', de: 'x' };
const soft = node('5', ['fabrics', 'lycra', 'matte', 'soft'], {
  parentId: '4', name: 'Soft__М’яка', names: { en: 'Soft', ua: 'М’яка', ...full }, products: 1,
});
const matte = node('4', ['fabrics', 'lycra', 'matte'], {
  parentId: '2', name: 'Matte__Матова', names: { en: 'Matte', ua: 'Матова', ...full }, products: 3, children: [soft],
});
const lycra = node('2', ['fabrics', 'lycra'], {
  parentId: '1', name: 'Lycra - four-way__Лайкра', names: { en: 'Lycra - four-way', ua: 'Лайкра', pl: 'Lycra', ru: '', de: '' },
  products: 3, children: [matte],
});
const chiffon = node('3', ['fabrics', 'chiffon'], {
  parentId: '1', name: 'Chiffon', names: { en: 'Chiffon', ua: '', pl: '', ru: '', de: '' }, position: 1,
});
const fabrics = node('1', ['fabrics'], {
  name: 'Fabrics__Тканини', names: { en: 'Fabrics', ua: 'Тканини', ...full }, products: 3, children: [lycra, chiffon],
});
const crystals = node('9', ['crystals'], {
  name: 'Crystals__Кристали', names: { en: 'Crystals', ua: 'Кристали', ...full },
  children: [node('10', ['crystals', 'rhinestones'], { parentId: '9', name: 'Rhinestones', names: { en: 'Rhinestones', ua: 'Стрази', ...full } })],
});
const TREE = [fabrics, crystals];

const rowOf = (name: string) => screen.getByText(name, { selector: '.ac-tree__name' }).closest('.ac-tree__row') as HTMLElement;

describe('CategoriesPage', () => {
  it('shows a main category’s tree with a warning where a translation is missing', async () => {
    vi.stubGlobal('fetch', apiStub({ '/api/admin/categories': [200, TREE] }).fetch);
    await renderAdmin(<CategoriesPage />, { url: '/admin-dash/categories' });

    const list = await screen.findByRole('list', { name: 'Subcategories of “Fabrics”' });
    const items = within(list).getAllByText((_, element) => element?.classList.contains('ac-tree__name') ?? false);
    expect(items.map((item) => item.textContent)).toEqual(['Lycra', 'Matte', 'Soft', 'Chiffon']); // as shoppers read them
    expect(screen.getByRole('list', { name: 'Subcategories of “Lycra”' })).toBeTruthy();
    expect(within(rowOf('Lycra')).getByText('No translation: Russian, German')).toBeTruthy();
    expect(within(rowOf('Chiffon')).getByText('No translation: Ukrainian, Polish, Russian, German')).toBeTruthy();
    expect(within(rowOf('Matte')).queryByText(/No translation/)).toBeNull();
    expect(within(rowOf('Lycra')).getByText(/Products: 3/)).toBeTruthy();
    expect(within(rowOf('Lycra')).getByText('/fabrics/lycra')).toBeTruthy();
    // A fourth-level category takes no subcategories, so it offers none to add.
    expect(screen.getByRole('button', { name: 'Add a subcategory to “Matte”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a subcategory to “Soft”' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Move “Lycra” up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await axe.run(document.body, AXE)).violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Crystals' }));
    expect(await screen.findByRole('list', { name: 'Subcategories of “Crystals”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crystals' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Chiffon')).toBeNull();
  });

  it('sends the edited names as two parts and the pl/ru/de names, and a new slug', async () => {
    const saved = { ...lycra, slug: 'stretch-lycra', names: { ...lycra.names, ru: 'Лайкра', de: 'Lycra-Stoffe' } };
    const api = apiStub({ '/api/admin/categories': [200, TREE], 'PUT /api/admin/categories/2': [200, saved] });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<CategoriesPage />, { url: '/admin-dash/categories' });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Lycra”' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit “Lycra”' });
    expect((within(modal).getByLabelText('English') as HTMLInputElement).value).toBe('Lycra - four-way');
    expect(within(modal).getByText('Shoppers read it up to its first “_” or “ -”: Lycra')).toBeTruthy();
    expect((await axe.run(modal, AXE)).violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText(/Russian/), { target: { value: ' Лайкра ' } });
    fireEvent.change(within(modal).getByLabelText(/German/), { target: { value: 'Lycra-Stoffe' } });
    fireEvent.change(within(modal).getByLabelText(/Slug/), { target: { value: 'stretch-lycra' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/categories/2');
    expect(put?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(put?.body).toEqual({
      names: { en: 'Lycra - four-way', ua: 'Лайкра', pl: 'Lycra', ru: 'Лайкра', de: 'Lycra-Stoffe' },
      slug: 'stretch-lycra',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a slug the server would refuse, before sending it', async () => {
    const api = apiStub({ '/api/admin/categories': [200, TREE] });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<CategoriesPage />, { url: '/admin-dash/categories' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Chiffon”' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText(/Slug/), { target: { value: 'Chiffon Silk' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Use only lower-case Latin letters, digits and single hyphens.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('adds a subcategory under the chosen parent, leaving the slug to the server', async () => {
    const created = node('11', ['fabrics', 'lycra', 'shiny'], { parentId: '2', name: 'Shiny__Блискуча' });
    const api = apiStub({ '/api/admin/categories': [200, TREE], 'POST /api/admin/categories': [201, created] });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<CategoriesPage />, { url: '/admin-dash/categories' });

    fireEvent.click(await screen.findByRole('button', { name: 'Add a subcategory to “Lycra”' }));
    const modal = await screen.findByRole('dialog', { name: 'New subcategory of “Lycra”' });
    fireEvent.change(within(modal).getByLabelText(/English/), { target: { value: 'Shiny' } });
    fireEvent.change(within(modal).getByLabelText(/Ukrainian/), { target: { value: 'Блискуча' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      parentId: '2',
      names: { en: 'Shiny', ua: 'Блискуча', pl: '', ru: '', de: '' },
      link: null,
    });
  });

  it('moves a category among its siblings with the buttons, keeping focus on it', async () => {
    const after = { ...fabrics, children: [{ ...chiffon, position: 0 }, { ...lycra, position: 1 }] };
    const api = apiStub({ '/api/admin/categories': [200, TREE], 'PUT /api/admin/categories/1/children/order': [200, after] });
    vi.stubGlobal('fetch', api.fetch);
    await renderAdmin(<CategoriesPage />, { url: '/admin-dash/categories' });

    fireEvent.click(await screen.findByRole('button', { name: 'Move “Chiffon” up' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: ['3', '2'] });
    const list = screen.getByRole('list', { name: 'Subcategories of “Fabrics”' });
    await waitFor(() => expect(within(list).getAllByText(/^(Lycra|Chiffon)$/).map((item) => item.textContent)).toEqual(['Chiffon', 'Lycra']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Chiffon” down' }));
  });

  it('says why a category with products cannot be deleted', async () => {
    const reason = 'Products in this category or below it: 3. Move them to another category first.';
    const api = apiStub({ '/api/admin/categories': [200, TREE], 'DELETE /api/admin/categories/2': [409, { message: reason, errors: {} }] });
    vi.stubGlobal('fetch', api.fetch);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderAdmin(<CategoriesPage />, { url: '/admin-dash/categories' });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Lycra”' }));
    expect(window.confirm).toHaveBeenCalledWith('Delete the category “Lycra” with all its subcategories?');
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });
});

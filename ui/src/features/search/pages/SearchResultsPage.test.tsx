import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { makeProduct, pageOf } from '../../../../test/products';
import { renderShop, stubApi } from '../../../../test/render-shop';
import SearchResultsPage from './SearchResultsPage';

const results = { path: paths.search.results.path };

describe('SearchResultsPage', () => {
  it('says it is searching, then lists the results of the category', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    await renderShop(<SearchResultsPage />, { url: '/search/lycra?category=FABRICS', ...results });

    expect(screen.getByRole('heading', { level: 1, name: 'Results for “lycra”' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/products-feed/search?page=1&limit=24&search=lycra&category1=FABRICS');
    expect(screen.getByRole('link', { name: 'Fabrics' }).getAttribute('aria-current')).toBe('page');

    answer(new Response(JSON.stringify(pageOf([makeProduct({ product_name_en: 'Seven Floral Print Lycra Black' })])), { status: 200 }));
    expect(await screen.findByRole('link', { name: /Seven Floral Print Lycra Black/ })).toBeTruthy();
    expect(screen.queryByText('Searching…')).toBeNull();
  });

  it('says when nothing was found, in the chosen language', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/products-feed/search?page=1&limit=24&search=zzzz&category1=ALL': [200, pageOf([])] }).fetch));
    await renderShop(<SearchResultsPage />, { url: '/search/zzzz', ...results, language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Keine Treffer für „zzzz“' })).toBeTruthy();
  });

  it('shows an empty results page with a search form at /search', async () => {
    const fetchSpy = vi.fn(stubApi({}).fetch);
    vi.stubGlobal('fetch', fetchSpy);
    const { router } = await renderShop(<SearchResultsPage />, { url: '/search', path: paths.search.path, routes: [{ ...results, element: <p>results</p> }] });

    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    const submit = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'CRYSTALS' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for' }), { target: { value: 'ss16 ab' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(router.state.location.pathname + router.state.location.search).toBe('/search/ss16%20ab?category=CRYSTALS');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackQuery, order, renderAdmin, stubAdminApi } from '../../../../test/admin';
import { LIST_SEARCH_DEBOUNCE_MS } from '../components/ListSearch';
import OrdersPage from './OrdersPage';
import QueriesPage from './QueriesPage';

vi.mock('react-hot-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const olena = order({ _id: '120', number: 'DF-000120' });
const others = [order({ _id: '119', number: 'DF-000119' }), order({ _id: '118', number: 'DF-000118' })];
const rows = () => screen.getAllByTestId('order-row');
const numbers = () => rows().map((row) => row.querySelector('a')?.textContent);
const box = (name: string) => screen.getByRole('searchbox', { name }) as HTMLInputElement;

describe('the order search', () => {
  beforeEach(() => window.localStorage.clear());

  it('is a labelled search box that says what it finds', async () => {
    stubAdminApi({ 'GET /api/orders?page=1&limit=4': [200, others, { 'X-Total-Count': '2' }] });
    const { container } = await renderAdmin(<OrdersPage />, { url: '/admin-dash/view-order', path: '/admin-dash/view-order' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const search = box('Search orders');
    expect(search.getAttribute('type')).toBe('search');
    expect(screen.getByRole('search', { name: 'Search orders' })).toBeTruthy();
    const hint = document.getElementById(search.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Order number, customer’s name, e-mail or phone');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('asks the server once typing pauses, from page 1, and keeps the search in ?q= beside the status', async () => {
    window.localStorage.setItem('orderPaginate', '2');
    const api = stubAdminApi({
      'GET /api/orders?page=2&limit=4': [200, others, { 'X-Total-Count': '6' }],
      'GET /api/orders?q=050+400&page=1&limit=4': [200, [olena], { 'X-Total-Count': '1' }],
      'GET /api/orders?status=Paid&q=050+400&page=1&limit=4': [200, [], { 'X-Total-Count': '0' }],
    });
    const { router } = await renderAdmin(<OrdersPage />, { url: '/admin-dash/view-order', path: '/admin-dash/view-order' });
    await waitFor(() => expect(numbers()).toEqual(['DF-000119', 'DF-000118']));

    fireEvent.change(box('Search orders'), { target: { value: '050' } });
    fireEvent.change(box('Search orders'), { target: { value: '050 400 ' } });
    await waitFor(() => expect(numbers()).toEqual(['DF-000120']), { timeout: LIST_SEARCH_DEBOUNCE_MS * 6 });
    // One request for what was typed, none for each key.
    expect(api.requests.filter((request) => request.url.includes('q='))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=050+400');
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1 of 1');
    expect(window.localStorage.getItem('orderPaginate')).toBe('1');

    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(await screen.findByText('No order matches “050 400”.')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=050+400&status=Paid');
    expect(box('Search orders').value).toBe('050 400 ');
  });

  it('applies at once on Enter, and shows a search the URL brings (Back, a link)', async () => {
    stubAdminApi({
      'GET /api/orders?q=DF-000120&page=1&limit=4': [200, [olena], { 'X-Total-Count': '1' }],
      'GET /api/orders?page=1&limit=4': [200, [olena, ...others], { 'X-Total-Count': '3' }],
    });
    const { router } = await renderAdmin(<OrdersPage />, {
      url: '/admin-dash/view-order?q=DF-000120',
      path: '/admin-dash/view-order',
    });
    await waitFor(() => expect(numbers()).toEqual(['DF-000120']));
    expect(box('Search orders').value).toBe('DF-000120');

    fireEvent.change(box('Search orders'), { target: { value: '' } });
    fireEvent.submit(box('Search orders').form!);
    await waitFor(() => expect(numbers()).toEqual(['DF-000120', 'DF-000119', 'DF-000118']));
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/admin-dash/view-order?q=DF-000120'));
    await waitFor(() => expect(box('Search orders').value).toBe('DF-000120'));
    await waitFor(() => expect(numbers()).toEqual(['DF-000120']));
  });
});

describe('the call-back search', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks the server for the queries of a name or phone and pages what it answers', async () => {
    const found = [5, 4, 3, 2, 1].map((n) => callbackQuery(n, { name: `Olena ${n}` }));
    const api = stubAdminApi({
      'GET /api/queries': [200, [callbackQuery(9), ...found]],
      'GET /api/queries?q=olena': [200, found],
      'GET /api/queries?q=nobody': [200, []],
      'PUT /api/queries/updateStatus/5': [200, { data: { ...found[0], status: 'Processed' }, message: 'Статус успішно змінено!' }],
    });
    await renderAdmin(<QueriesPage />, { url: '/admin-dash/queries', path: '/admin-dash/queries' });
    await waitFor(() => expect(screen.getAllByTestId('query-row')).toHaveLength(4));
    expect(screen.getByRole('searchbox', { name: 'Search queries' })).toBeTruthy();

    fireEvent.change(box('Search queries'), { target: { value: 'olena' } });
    fireEvent.submit(box('Search queries').form!);
    const first = () => within(screen.getAllByTestId('query-row')[0]!).getByRole('rowheader').textContent;
    await waitFor(() => expect(first()).toBe('Olena 5'));
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1 of 2');
    expect(api.sent('GET', '/api/queries?q=olena')).toHaveLength(1);

    // A change made in the searched list shows there.
    fireEvent.click(within(screen.getAllByTestId('query-row')[0]!).getByRole('button', { name: /Change/ }));
    await waitFor(() => expect(within(screen.getAllByTestId('query-row')[0]!).getByText('Processed')).toBeTruthy());

    fireEvent.change(box('Search queries'), { target: { value: 'nobody' } });
    fireEvent.submit(box('Search queries').form!);
    expect(await screen.findByText('No query matches “nobody”.')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackQuery, renderAdmin, stubAdminApi } from '../../../../test/admin';
import QueriesPage from './QueriesPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast }));

const LIST = 'GET /api/queries';
// Six queries, the server's order newest first; two processed.
const queries = [6, 5, 4, 3, 2, 1].map((n) => callbackQuery(n, { status: n === 5 || n === 2 ? 'Processed' : 'Unprocessed' }));

const rows = () => screen.getAllByTestId('query-row');
const names = () => rows().map((row) => within(row).getByRole('rowheader').textContent);
const status = () => screen.getByTestId('pager-status').textContent;

function renderQueries(url = '/admin-dash/queries', deny = vi.fn()) {
  return renderAdmin(<QueriesPage />, { url, path: '/admin-dash/queries', deny });
}

describe('QueriesPage', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('shows 4 queries a page, newest first, with Back/Next and Page X of Y', async () => {
    stubAdminApi({ [LIST]: [200, [...queries].reverse()] });
    const { container } = await renderQueries();

    await waitFor(() => expect(names()).toEqual(['Caller 6', 'Caller 5', 'Caller 4', 'Caller 3']));
    expect(status()).toBe('Page 1 of 2');
    const first = rows()[0]!;
    expect(within(first).getByText('Question number 6')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '+380504007006' }).getAttribute('href')).toBe('tel:+380504007006');
    expect(within(first).getByText('Unprocessed')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(names()).toEqual(['Caller 2', 'Caller 1']);
    expect(status()).toBe('Page 2 of 2');
    expect(window.localStorage.getItem('queryPaginage')).toBe('2');
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('starts at the stored page and goes back to page 1 when the filter changes', async () => {
    window.localStorage.setItem('queryPaginage', '2');
    stubAdminApi({ [LIST]: [200, queries] });
    const { router } = await renderQueries();
    await waitFor(() => expect(status()).toBe('Page 2 of 2'));

    fireEvent.click(screen.getByRole('radio', { name: 'Unprocessed' }));
    expect(status()).toBe('Page 1 of 1');
    expect(names()).toEqual(['Caller 6', 'Caller 4', 'Caller 3', 'Caller 1']);
    expect(window.localStorage.getItem('queryPaginage')).toBe('1');
    expect(router.state.location.search).toBe('?status=Unprocessed');

    fireEvent.click(screen.getByRole('radio', { name: 'Processed' }));
    expect(names()).toEqual(['Caller 5', 'Caller 2']);
  });

  it('says so when no query has the status', async () => {
    stubAdminApi({ [LIST]: [200, queries.filter((query) => query.status === 'Unprocessed')] });
    await renderQueries('/admin-dash/queries?status=Processed');
    expect(await screen.findByText('There are no queries with this status!')).toBeTruthy();
    expect(screen.queryByTestId('pager-status')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Processed' }) as HTMLInputElement).checked).toBe(true);
  });

  it("changes a query's status and says exactly 'Status successfully changed'", async () => {
    const api = stubAdminApi({
      [LIST]: [200, queries],
      'PUT /api/queries/updateStatus/6': [200, { data: { ...queries[0], status: 'Processed' }, message: 'Статус успішно змінено!' }],
    });
    await renderQueries();
    const first = await screen.findByRole('button', { name: 'Change (query from Caller 6)' });
    fireEvent.click(first);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status successfully changed'));
    const [request] = api.sent('PUT', '/api/queries/updateStatus/6');
    expect(request?.body).toEqual({ status: 'Processed' });
    expect(request?.headers.Authorization).toBe('Bearer tok-admin');
    expect(within(rows()[0]!).getByText('Processed')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("needs the server's exact message: any other answer is 'Something went wrong'", async () => {
    stubAdminApi({
      [LIST]: [200, queries],
      'PUT /api/queries/updateStatus/6': [200, { data: queries[0], message: 'ok' }],
      'PUT /api/queries/updateStatus/5': [500, { message: 'Internal error' }],
    });
    await renderQueries();
    fireEvent.click(await screen.findByRole('button', { name: 'Change (query from Caller 6)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'));
    fireEvent.click(screen.getByRole('button', { name: 'Change (query from Caller 5)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(rows()[0]!).getByText('Unprocessed')).toBeTruthy();
  });

  it('deletes a query only after the confirmation, with the spec toast', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = stubAdminApi({
      [LIST]: [200, queries],
      'DELETE /api/queries/6': [200, { data: queries[0], message: 'Запит успішно видалено!' }],
    });
    await renderQueries();
    const remove = await screen.findByRole('button', { name: 'Delete (query from Caller 6)' });

    fireEvent.click(remove);
    expect(confirm).toHaveBeenLastCalledWith('Do you really want to delete this query?');
    expect(api.sent('DELETE', '/api/queries/6')).toHaveLength(0);

    fireEvent.click(remove);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The query was removed successfully!'));
    expect(api.sent('DELETE', '/api/queries/6')).toHaveLength(1);
    expect(names()).toEqual(['Caller 5', 'Caller 4', 'Caller 3', 'Caller 2']);
    expect(status()).toBe('Page 1 of 2');
  });

  it("says 'Something went wrong' when a delete fails, and hands a 403 to the guard", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const deny = vi.fn();
    stubAdminApi({ [LIST]: [200, queries], 'DELETE /api/queries/6': [403, { message: 'Staff only.' }] });
    await renderQueries('/admin-dash/queries', deny);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete (query from Caller 6)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'));
    expect(deny).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
    expect(names()[0]).toBe('Caller 6');
  });
});

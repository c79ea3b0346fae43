import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderAdmin, statistics, stubAdminApi } from '../../../../test/admin';
import InfoPage from './InfoPage';

const STATS = 'GET /api/statistics/';

describe('InfoPage', () => {
  it("shows the last 30 days in pounds, what is waiting and what changed", async () => {
    const api = stubAdminApi({ [STATS]: [200, statistics()] });
    const { container } = await renderAdmin(<InfoPage />, { url: '/admin-dash', path: '/admin-dash' });

    await waitFor(() => expect(screen.getByTestId('stat-revenue').textContent).toContain('£9,876.50'));
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer tok-admin');
    expect(screen.getByTestId('stat-orders').textContent).toContain('120');
    expect(screen.getByTestId('stat-averageOrder').textContent).toContain('£82.30');
    expect(screen.getByTestId('stat-customers').textContent).toContain('42');
    expect(screen.getByText('Best day: Wed, Nov 25, £1,234.56.')).toBeTruthy();

    // The chart's figures as a table, newest first.
    const days = screen.getByRole('table', { name: 'Orders and revenue per day, newest first' });
    const firstDay = within(days).getAllByRole('row')[1]!;
    expect(within(firstDay).getByText('£1,234.56')).toBeTruthy();

    const byStatus = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(byStatus).getByRole('link', { name: 'Accepted' }).getAttribute('href')).toBe('/admin-dash/view-order?status=Accepted');
    expect(within(byStatus).getByRole('link', { name: 'Paid' }).getAttribute('href')).toBe('/admin-dash/view-order?status=Paid');
    expect(within(byStatus).getByText('(50% of orders)')).toBeTruthy();

    expect(screen.getByTestId('open-queries').textContent).toBe('2 customers are waiting for a call');
    expect(screen.getByRole('link', { name: 'Go to queries' }).getAttribute('href')).toBe('/admin-dash/queries?status=Unprocessed');
    expect(screen.getByText('4 new accounts in the last 30 days')).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();

    const top = screen.getByRole('table', { name: 'Top products' });
    expect(within(top).getByText('Lycra Royal')).toBeTruthy();
    expect(within(top).getByText('12.5')).toBeTruthy();
    expect(within(top).getByText('£250.00')).toBeTruthy();

    const low = screen.getByRole('table', { name: 'Low stock' });
    expect(within(low).getByText('0.4 m')).toBeTruthy();
    expect(within(low).getByRole('link', { name: 'Edit Lycra Black' }).getAttribute('href')).toBe('/admin-dash/all-products?edit=17');

    const [entry] = screen.getAllByTestId('audit-entry');
    expect(within(entry!).getByText('Status changed · Order')).toBeTruthy();
    expect(within(entry!).getByText('DF-000119', { selector: '.admin-audit__summary' })).toBeTruthy();
    expect(within(entry!).getByText('admin@example.com')).toBeTruthy();
    const details = within(entry!).getByText('Details').closest('details')!;
    fireEvent.click(within(details).getByText('Details'));
    const changes = within(details).getByRole('table');
    expect(within(changes).getByText('Accepted')).toBeTruthy();
    expect(within(changes).getByText('Sent')).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says when there is nothing to show', async () => {
    stubAdminApi({
      [STATS]: [
        200,
        statistics({
          days: [{ date: '2026-11-25', orders: 0, revenue: '0.00' }],
          topProducts: [],
          lowStock: [],
          audit: [],
          openQueries: { count: 0, latest: [] },
          newCustomers: { count: 1, latest: [] },
        }),
      ],
    });
    await renderAdmin(<InfoPage />, { url: '/admin-dash', path: '/admin-dash' });
    expect(await screen.findByText('No sales in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('Nothing sold in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('Every product has more than 5 in stock.')).toBeTruthy();
    expect(screen.getByText('No staff changes yet.')).toBeTruthy();
    expect(screen.getByTestId('open-queries').textContent).toBe('0 customers are waiting for a call');
    expect(screen.getByText('1 new account in the last 30 days')).toBeTruthy();
  });
});

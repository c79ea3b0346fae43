import { describe, expect, it } from 'vitest';
import { auditChanges, bestDay, chartSeries, statusRows } from './statistics';

const days = [
  { date: '2026-11-23', orders: 2, revenue: '120.50' },
  { date: '2026-11-24', orders: 0, revenue: '0.00' },
  { date: '2026-11-25', orders: 3, revenue: '1234.56' },
];

describe('statistics shaping', () => {
  it('plots revenue as whole pence, days in the order sent', () => {
    expect(chartSeries(days)).toEqual({
      dates: ['2026-11-23', '2026-11-24', '2026-11-25'],
      x: [0, 1, 2],
      orders: [2, 0, 3],
      revenue: [12050, 0, 123456],
    });
  });

  it('leaves malformed days out and counts a malformed amount as nothing', () => {
    const series = chartSeries([{ date: 'yesterday', orders: 1, revenue: '1.00' }, { date: '2026-11-25', orders: 1, revenue: 'n/a' }]);
    expect(series.dates).toEqual(['2026-11-25']);
    expect(series.revenue).toEqual([0]);
  });

  it('finds the best day exactly, the latest of equals', () => {
    expect(bestDay(days)?.date).toBe('2026-11-25');
    expect(bestDay([{ date: '2026-11-01', orders: 1, revenue: '0.10' }, { date: '2026-11-02', orders: 1, revenue: '0.1' }])?.date).toBe(
      '2026-11-02',
    );
    expect(bestDay([{ date: '2026-11-01', orders: 0, revenue: '0.00' }])).toBeNull();
    expect(bestDay([])).toBeNull();
  });

  it('gives each status its share of all orders', () => {
    const rows = statusRows({ Accepted: 5, Sent: 3, Delivered: 10, Cancelled: 2, Paid: 12, 'Not paid': 8 });
    expect(rows.delivery).toEqual([
      { status: 'Accepted', count: 5, percent: 25 },
      { status: 'Sent', count: 3, percent: 15 },
      { status: 'Delivered', count: 10, percent: 50 },
      { status: 'Cancelled', count: 2, percent: 10 },
    ]);
    expect(rows.payment).toEqual([
      { status: 'Paid', count: 12, percent: 60 },
      { status: 'Not paid', count: 8, percent: 40 },
    ]);
  });

  it('shows zero shares for a shop without orders, and missing statuses as 0', () => {
    expect(statusRows({}).delivery.map((row) => [row.count, row.percent])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it("lists an audit entry's fields before and after", () => {
    expect(auditChanges({ before: { status: 'Accepted' }, after: { status: 'Sent' } })).toEqual([
      { field: 'status', before: 'Accepted', after: 'Sent' },
    ]);
    expect(auditChanges({ before: null, after: { name: 'Lycra', price: '2.50', images: ['a.webp'] } })).toEqual([
      { field: 'name', before: null, after: 'Lycra' },
      { field: 'price', before: null, after: '2.50' },
      { field: 'images', before: null, after: '["a.webp"]' },
    ]);
    expect(auditChanges({ before: { brandId: '3', isActive: true }, after: { brandId: null, isActive: false } })).toEqual([
      { field: 'brandId', before: '3', after: '' },
      { field: 'isActive', before: 'true', after: 'false' },
    ]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });
});

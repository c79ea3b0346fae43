/**
 * The Info screen's figures reshaped for display: chart series, the orders-by-status bars and the fields an
 * audit entry changed. Money stays exact: revenue is plotted as whole pence (integers), formatted by the
 * currency helpers, never added up here (the server sends every total).
 */
import { isAmount, toMinor } from '@/features/currency/money';
import { ORDER_STATUSES, PAYMENT_STATUSES, type AuditEntry, type StatisticsDay } from './types';

export interface ChartSeries {
  /** YYYY-MM-DD of each point, oldest first. */
  dates: string[];
  /** Each day's position (0, 1, 2 ...): uPlot's x values; labels come from `dates`. */
  x: number[];
  orders: number[];
  /** Each day's revenue in pence. */
  revenue: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An amount in minor units; a malformed one counts as nothing rather than breaking the screen. */
export const minorOf = (amount: string): bigint => (isAmount(amount) ? toMinor(amount) : 0n);

/** The days as chart series: the days the server sent, in its order (oldest first), malformed ones left out. */
export function chartSeries(days: readonly StatisticsDay[]): ChartSeries {
  const valid = days.filter((day) => DAY.test(day.date));
  return {
    dates: valid.map((day) => day.date),
    x: valid.map((_, index) => index),
    orders: valid.map((day) => day.orders),
    revenue: valid.map((day) => Number(minorOf(day.revenue))),
  };
}

/** The day that earned most (the latest of equals); null without a day that earned anything. */
export function bestDay(days: readonly StatisticsDay[]): StatisticsDay | null {
  let best: StatisticsDay | null = null;
  for (const day of days) {
    const minor = minorOf(day.revenue);
    if (minor > 0n && (best === null || minor >= minorOf(best.revenue))) best = day;
  }
  return best;
}

export interface StatusRow {
  status: string;
  count: number;
  /** Share of all orders, 0-100, for the bar's width. */
  percent: number;
}

function rows(statuses: readonly string[], counts: Record<string, number>): StatusRow[] {
  const all = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return statuses.map((status) => {
    const count = counts[status] ?? 0;
    return { status, count, percent: all > 0 ? Math.round((count / all) * 100) : 0 };
  });
}

/** Delivery statuses in their order of life, then payment, each with its share of all orders. */
export function statusRows(counts: Record<string, number>): { delivery: StatusRow[]; payment: StatusRow[] } {
  return { delivery: rows(ORDER_STATUSES, counts), payment: rows(PAYMENT_STATUSES, counts) };
}

export interface FieldChange {
  field: string;
  /** null: the field was not there (a created or deleted record). */
  before: string | null;
  after: string | null;
}

function shown(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every field either side of an audit entry holds, with its value before and after, in the order they came. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

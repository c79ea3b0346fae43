/**
 * The promotion form's state and the body it sends: text fields as typed, read into the server's shape (codes in
 * capitals, amounts only for the kind that takes them, dates as UTC instants, ids as numbers). The server checks
 * everything again and says what is wrong.
 */
import type { PromotionBody, PromotionKind, PromotionRow, PromotionScope } from './types';

export interface PromotionForm {
  code: string;
  name: string;
  note: string;
  kind: PromotionKind;
  percent: string;
  amountGbp: string;
  amountUah: string;
  minimumGbp: string;
  minimumUah: string;
  /** "2026-03-01T00:00" as a datetime-local field holds it, read as UTC. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  scope: PromotionScope;
  /** Ids separated by commas or spaces. */
  scopeIds: string;
  combinesWithSale: boolean;
  active: boolean;
}

export const EMPTY_PROMOTION: PromotionForm = {
  code: '',
  name: '',
  note: '',
  kind: 'percent',
  percent: '',
  amountGbp: '',
  amountUah: '',
  minimumGbp: '',
  minimumUah: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  scope: 'all',
  scopeIds: '',
  combinesWithSale: false,
  active: true,
};

const figures = (entries: [string, string][]): Record<string, string> =>
  Object.fromEntries(entries.map(([currency, value]) => [currency, value.trim().replace(',', '.')]).filter(([, value]) => value !== ''));

const instant = (local: string): string | null => (local.trim() ? `${local.trim()}:00Z` : null);

const count = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);

export function promotionBody(form: PromotionForm): PromotionBody {
  return {
    code: form.code.replace(/\s+/g, '').toUpperCase(),
    name: form.name.trim(),
    note: form.note.trim(),
    kind: form.kind,
    percent: form.kind === 'percent' ? form.percent.trim().replace(',', '.') : null,
    amounts: form.kind === 'amount' ? figures([['GBP', form.amountGbp], ['UAH', form.amountUah]]) : {},
    minimums: figures([['GBP', form.minimumGbp], ['UAH', form.minimumUah]]),
    startsAt: instant(form.startsAt),
    endsAt: instant(form.endsAt),
    maxUses: count(form.maxUses),
    maxUsesPerCustomer: count(form.maxUsesPerCustomer),
    scope: form.scope,
    scopeIds: form.scope === 'all' ? [] : form.scopeIds.split(/[\s,]+/).filter(Boolean).map(Number),
    combinesWithSale: form.combinesWithSale,
    active: form.active,
  };
}

/** "2026-03-01T00:00:00+00:00" -> "2026-03-01T00:00" (UTC), for a datetime-local field. */
const local = (iso: string | null): string => (iso ? new Date(iso).toISOString().slice(0, 16) : '');

export function formOf(row: PromotionRow): PromotionForm {
  return {
    code: row.code,
    name: row.name,
    note: row.note,
    kind: row.kind,
    percent: row.percent ?? '',
    amountGbp: row.amounts.GBP ?? '',
    amountUah: row.amounts.UAH ?? '',
    minimumGbp: row.minimums.GBP ?? '',
    minimumUah: row.minimums.UAH ?? '',
    startsAt: local(row.startsAt),
    endsAt: local(row.endsAt),
    maxUses: row.maxUses === null ? '' : String(row.maxUses),
    maxUsesPerCustomer: row.maxUsesPerCustomer === null ? '' : String(row.maxUsesPerCustomer),
    scope: row.scope,
    scopeIds: row.scopeIds.join(', '),
    combinesWithSale: row.combinesWithSale,
    active: row.active,
  };
}

/** Whether the code is on now: active, started and not ended. */
export function isLive(row: PromotionRow, now: Date = new Date()): boolean {
  if (!row.active) return false;
  if (row.startsAt && new Date(row.startsAt) > now) return false;
  return !(row.endsAt && new Date(row.endsAt) <= now);
}

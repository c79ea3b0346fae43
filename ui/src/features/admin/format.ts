/** How the admin screens show money, dates and quantities. */
import { formatQuantity, isFractional, stepFor } from '@/components/quantity';
import { htmlLang } from '@/lib/language';

/** Amounts in their own currency, as the interface language writes them. */
export { formatMoney } from '@/features/currency/money';

function formatted(iso: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang(language), options).format(date);
}

/** "25 Nov 2026, 14:05" in the interface language and the viewer's time zone. */
export const formatDateTime = (iso: string | null | undefined, language: string): string =>
  formatted(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string | null | undefined, language: string): string =>
  formatted(iso, language, { dateStyle: 'medium' });

/** A calendar day of the statistics (YYYY-MM-DD, a UTC date): "25 Nov". */
export function formatDay(day: string, language: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(htmlLang(language), {
    day: 'numeric',
    month: 'short',
    ...(long ? { weekday: 'short' as const } : {}),
    timeZone: 'UTC',
  }).format(date);
}

/** A quantity on its step grid: "1.5" for fabric by 10 cm, "2" for whole units. */
export function formatLineQuantity(quantity: string, minimum: string, language: string): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? formatQuantity(value, stepFor(Number(minimum)), language) : quantity;
}

export const isFabricLine = (minimum: string): boolean => isFractional(Number(minimum));

/** A stock or sold quantity as the API sends it ("0.4", "12.5"), in the interface language. */
export function formatAmountOf(quantity: string, language: string): string {
  const value = Number(quantity);
  return Number.isFinite(value)
    ? new Intl.NumberFormat(htmlLang(language), { maximumFractionDigits: 2 }).format(value)
    : quantity;
}

export const formatCount = (value: number, language: string): string =>
  new Intl.NumberFormat(htmlLang(language)).format(value);

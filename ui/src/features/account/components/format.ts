/** How account pages show money, dates and quantities. */
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

/** "12 Mar 2026" in the interface language. */
export const formatDate = (iso: string | null | undefined, language: string): string =>
  formatted(iso, language, { dateStyle: 'medium' });

/** A quantity on its step grid: "1.5" for fabric by 10 cm, "2" for whole units. */
export function formatLineQuantity(quantity: number | string, minimum: number | string, language: string): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? formatQuantity(value, stepFor(Number(minimum)), language) : String(quantity);
}

export const isFabricLine = (minimum: number | string): boolean => isFractional(Number(minimum));

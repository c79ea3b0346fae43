/**
 * What a refused order says, read into what the page shows: a 400's field errors beside their fields (the server
 * nests them: errors.contact.email, errors.delivery.branch), a 409's lines (short stock or new prices) and its
 * gift-card complaint. Anything that names no field on the page goes in the form's own message.
 */
import { ApiError } from '@/lib/api-client';
import { DELIVERY_FIELDS } from './types';
import type { CheckoutField } from './validation';

export type ServerField = CheckoutField | 'giftCardCode' | 'promotionCode';
export type ServerFieldErrors = Partial<Record<ServerField, string>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first message of a field's list (or the message itself). */
function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item !== '') ?? null;
  return null;
}

/** Every message in a nested error value (e.g. the lines': {0: {quantity: ['...']}}), in order. */
function allMessages(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(allMessages);
  return isRecord(value) ? Object.values(value).flatMap(allMessages) : [];
}

const CONTACT_FIELDS = new Set<string>(['firstName', 'lastName', 'email', 'phone']);
const DELIVERY_FIELD_SET = new Set<string>(DELIVERY_FIELDS);

/** flask-smorest puts a body's errors under `json`; the checkout API puts them at the top. */
function errorsOf(error: ApiError): Record<string, unknown> {
  const errors = error.errors ?? {};
  return isRecord(errors.json) ? errors.json : errors;
}

export interface ServerErrors {
  fields: ServerFieldErrors;
  /** Messages about nothing on the page (e.g. the lines), shown with the form's message. */
  other: string[];
}

export function serverErrors(error: unknown): ServerErrors {
  const result: ServerErrors = { fields: {}, other: [] };
  if (!(error instanceof ApiError)) return result;
  const put = (field: ServerField, value: unknown) => {
    const message = firstMessage(value);
    if (message && !result.fields[field]) result.fields[field] = message;
  };
  const other = (value: unknown) => {
    for (const message of allMessages(value)) if (!result.other.includes(message)) result.other.push(message);
  };
  for (const [key, value] of Object.entries(errorsOf(error))) {
    if (key === 'contact' && isRecord(value)) {
      for (const [field, messages] of Object.entries(value)) {
        if (CONTACT_FIELDS.has(field)) put(field as CheckoutField, messages);
        else other(messages);
      }
    } else if (key === 'delivery') {
      if (!isRecord(value)) put('deliveryMethod', value);
      else
        for (const [field, messages] of Object.entries(value)) {
          if (field === 'method') put('deliveryMethod', messages);
          else if (DELIVERY_FIELD_SET.has(field)) put(field as CheckoutField, messages);
          else other(messages);
        }
    } else if (key === 'paymentMethod' || key === 'comment' || key === 'giftCardCode' || key === 'promotionCode') {
      put(key, value);
    } else {
      other(value);
    }
  }
  return result;
}

/** A line a 409 names: short stock (requested, available) or a new price. */
export interface ConflictLine {
  sku: string;
  productName: string;
  requested?: string;
  available?: string;
  price?: string;
}

export interface Conflict {
  message: string;
  lines: ConflictLine[];
  /** The server's new total, when prices changed. */
  total: string | null;
  giftCardCode: string | null;
  promotionCode: string | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A 409's content, or null for any other failure. */
export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const errors = errorsOf(error);
  const lines = Array.isArray(errors.lines)
    ? errors.lines.filter(isRecord).map((line) => ({
        sku: text(line.sku) ?? '',
        productName: text(line.productName) ?? '',
        requested: text(line.requested),
        available: text(line.available),
        price: text(line.price),
      }))
    : [];
  return { message: error.message, lines, total: text(errors.total) ?? null, giftCardCode: firstMessage(errors.giftCardCode), promotionCode: firstMessage(errors.promotionCode) };
}

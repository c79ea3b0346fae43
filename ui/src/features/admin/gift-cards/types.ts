/** The staff gift-card API's shapes (shop/admin/gift_cards/schemas.py), named as the server names them. */
import type { MailStatus } from '../types';

export const CARD_STATES = ['active', 'voided', 'expired', 'empty'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** The list's filters as staff choose them: a card state, or the cards whose mail failed and still need sending. */
export const CARD_FILTERS = ['active', 'mailFailed', 'voided', 'expired', 'empty'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];

export const LEDGER_KINDS = ['issue', 'redeem', 'restore', 'void'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** GiftCardSchema: a card as the list shows it; amounts in its own currency. */
export interface GiftCardRow {
  _id: string;
  last4: string;
  currency: string;
  initialAmount: string;
  balance: string;
  state: CardState;
  mailStatus: MailStatus;
  canSendAgain: boolean;
  recipientName: string;
  recipientEmail: string;
  buyerName: string;
  buyerEmail: string;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: string;
  expiresAt: string | null;
  voidedAt: string | null;
  /** The last four characters of the card sent in its place. */
  replacedBy: string | null;
  replacedById: string | null;
}

/** LedgerEntrySchema: one movement of the balance, signed, with the balance after it. */
export interface LedgerEntry {
  _id: string;
  at: string;
  kind: LedgerKind;
  amount: string;
  balance: string;
  orderId: string | null;
  orderNumber: string | null;
  reason: string | null;
}

/** GiftCardDetailSchema: one card with its ledger. */
export interface GiftCardDetail extends GiftCardRow {
  message: string;
  language: string;
  voidReason: string | null;
  /** The last four characters of the card it was sent in place of. */
  replaces: string | null;
  replacesId: string | null;
  ledger: LedgerEntry[];
}

/** The most characters of a void's reason (VoidSchema). */
export const MAX_REASON = 300;

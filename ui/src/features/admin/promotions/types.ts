/** Staff's promotion shapes (shop/admin/promotions/schemas.py), named like the server's fields. */
export const PROMOTION_KINDS = ['percent', 'amount', 'free-delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_SCOPES = ['all', 'categories', 'brands', 'products'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** PromotionSchema: a code with its uses, and what its orders were charged and given off, in GBP. */
export interface PromotionRow {
  _id: string;
  code: string;
  name: string;
  note: string;
  kind: PromotionKind;
  percent: string | null;
  /** By currency code: the amount off (kind amount) and the least goods subtotal. */
  amounts: Record<string, string>;
  minimums: Record<string, string>;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  scope: PromotionScope;
  scopeIds: number[];
  combinesWithSale: boolean;
  active: boolean;
  createdAt: string;
  uses: number;
  revenueGbp: string;
  discountGbp: string;
}

/** PromotionInSchema: every field, sent to create or change a code. */
export type PromotionBody = Omit<PromotionRow, '_id' | 'createdAt' | 'uses' | 'revenueGbp' | 'discountGbp'>;

/**
 * What the review shows of a promotion code: the server prices it (shop/promotions/service.py, the one rule) and the
 * quote carries the code, its discount and its rule in words; this side only reads them.
 */
import { isZero } from './format';
import type { Quote, QuotePromotion } from './types';

/** The applied code of a quote, or null (none sent, or the server refused it: promotionError says why). */
export const appliedPromotion = (quote: Quote | undefined): QuotePromotion | null => quote?.promotion ?? null;

/** The review's discount line ("Code SPRING10 -₴120.00"), or null when the code takes nothing off the goods. */
export function discountLine(quote: Quote | undefined): { code: string; discount: string } | null {
  const promotion = appliedPromotion(quote);
  if (!promotion || isZero(promotion.discount)) return null;
  return { code: promotion.code, discount: promotion.discount };
}

/** The server's refusal of the typed code, when one was sent. */
export const promotionRefusal = (quote: Quote | undefined, sent: string): string | undefined =>
  sent && quote?.promotionError ? quote.promotionError : undefined;

/**
 * The categories' return rules as the account page says them before the shopper asks (shop/orders/return_rules.py
 * decides): "any" takes back whatever the reason, "faulty-only" (cut fabric) only what is the shop's fault, "none"
 * nothing.
 */
import { RETURN_REASONS, type ReturnReason } from './types';

export const RETURN_RULES = ['any', 'faulty-only', 'none'] as const;
export type ReturnRule = (typeof RETURN_RULES)[number];

/** The reasons that are the shop's fault, which a faulty-only category still takes back. */
export const SHOPS_FAULT: readonly ReturnReason[] = ['faulty', 'wrong-item', 'not-as-described'];

/** A line's rule as the API sends it; an older answer without one, or a value this client does not know, is "any". */
export function ruleOf(value: string | undefined): ReturnRule {
  return (RETURN_RULES as readonly string[]).includes(value ?? '') ? (value as ReturnRule) : 'any';
}

/** The reasons the shopper may choose for a line under ``rule``. */
export function reasonsFor(rule: ReturnRule): readonly ReturnReason[] {
  if (rule === 'none') return [];
  return rule === 'faulty-only' ? RETURN_REASONS.filter((reason) => SHOPS_FAULT.includes(reason)) : RETURN_REASONS;
}

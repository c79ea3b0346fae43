/**
 * The periods the shop's pages state (privacy policy, FAQ, gift cards), as the server's settings give them
 * (GET /api/policies): a page never promises a figure the shop does not keep to.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

export interface ShopPolicies {
  /** A processed call-back request is deleted this many months after it was dealt with. */
  callbackRetentionMonths: number;
  /** An account nobody signed in to (or ordered with) for this many years is deleted. */
  inactiveAccountYears: number;
  /** Its address is warned this many days before. */
  inactiveWarningDays: number;
  /** The previous address may undo an e-mail change for this many days. */
  emailUndoDays: number;
  /** A gift card can be spent for this many months. */
  giftCardMonths: number;
}

const FIELDS = [
  'callbackRetentionMonths',
  'inactiveAccountYears',
  'inactiveWarningDays',
  'emailUndoDays',
  'giftCardMonths',
] as const satisfies readonly (keyof ShopPolicies)[];

/** The answer as policies, or null when any figure is missing or not a whole number of at least 0. */
export function parsePolicies(answer: unknown): ShopPolicies | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const parsed: Partial<ShopPolicies> = {};
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return null;
    parsed[field] = value;
  }
  return parsed as ShopPolicies;
}

export const policiesQueryKey = ['policies'] as const;

/** The configured periods; they change only when the server restarts, so one answer serves the whole visit. */
export function usePolicies() {
  return useQuery({
    queryKey: policiesQueryKey,
    queryFn: async ({ signal }) => {
      const policies = parsePolicies(await apiGet<unknown>('/policies', undefined, { signal }));
      if (!policies) throw new Error('The shop sent no policies.');
      return policies;
    },
    staleTime: Infinity,
  });
}

/** The interface-language words for the server's status and reason codes, and the tone each status shows in. */
import { useTranslation } from 'react-i18next';
import {
  isOneOf,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECURRING_INTERVALS,
  RECURRING_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  REWARD_REASONS,
  TRANSACTION_KINDS,
} from '../types';
import type { BadgeTone } from './StatusBadge';

const ORDER_TONES: Record<(typeof ORDER_STATUSES)[number], BadgeTone> = {
  Accepted: 'progress',
  Sent: 'progress',
  Delivered: 'success',
  Cancelled: 'danger',
};

const RETURN_TONES: Record<(typeof RETURN_STATUSES)[number], BadgeTone> = {
  Requested: 'progress',
  Approved: 'progress',
  Received: 'progress',
  Refunded: 'success',
  Rejected: 'danger',
};

const RECURRING_TONES: Record<(typeof RECURRING_STATUSES)[number], BadgeTone> = {
  active: 'success',
  paused: 'neutral',
  cancelled: 'danger',
};

/** Each label falls back to the server's own word for a code this version of the UI does not know. */
export function useLabels() {
  const { t } = useTranslation('account');
  return {
    orderStatus: (code: string) => (isOneOf(ORDER_STATUSES, code) ? t(`orderStatus.${code}`) : code),
    orderTone: (code: string): BadgeTone => (isOneOf(ORDER_STATUSES, code) ? ORDER_TONES[code] : 'neutral'),
    paymentStatus: (code: string) => (isOneOf(PAYMENT_STATUSES, code) ? t(`paymentStatus.${code}`) : code),
    paymentTone: (code: string): BadgeTone => (code === 'Paid' ? 'success' : 'neutral'),
    returnStatus: (code: string) => (isOneOf(RETURN_STATUSES, code) ? t(`returnStatus.${code}`) : code),
    returnTone: (code: string): BadgeTone => (isOneOf(RETURN_STATUSES, code) ? RETURN_TONES[code] : 'neutral'),
    returnReason: (code: string) => (isOneOf(RETURN_REASONS, code) ? t(`returnReason.${code}`) : code),
    rewardReason: (code: string) => (isOneOf(REWARD_REASONS, code) ? t(`rewardReason.${code}`) : code),
    transactionKind: (code: string) => (isOneOf(TRANSACTION_KINDS, code) ? t(`transactionKind.${code}`) : code),
    paymentMethod: (code: string) => (isOneOf(PAYMENT_METHODS, code) ? t(`paymentMethod.${code}`) : code),
    /** "£4.50 a month". */
    perInterval: (amount: string, code: string) =>
      isOneOf(RECURRING_INTERVALS, code) ? t(`interval.${code}`, { amount }) : `${amount} / ${code}`,
    recurringStatus: (code: string) => (isOneOf(RECURRING_STATUSES, code) ? t(`recurringStatus.${code}`) : code),
    recurringTone: (code: string): BadgeTone => (isOneOf(RECURRING_STATUSES, code) ? RECURRING_TONES[code] : 'neutral'),
  };
}

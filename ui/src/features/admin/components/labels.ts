/** The interface-language words for the server's status and method codes, and the tone each status shows in. */
import { useTranslation } from 'react-i18next';
import { isOneOf, MAIL_STATUSES, ORDER_STATUSES, QUERY_STATUSES, type MailStatus } from '../types';
import type { BadgeTone } from './Badge';

const ORDER_TONES: Record<(typeof ORDER_STATUSES)[number], BadgeTone> = {
  Accepted: 'progress',
  Sent: 'progress',
  Delivered: 'success',
  Cancelled: 'danger',
};

const MAIL_TONES: Record<MailStatus, BadgeTone> = { pending: 'progress', sent: 'success', failed: 'danger' };

export const PAYMENT_METHODS = ['cash-on-delivery', 'bank-transfer', 'card', 'gift-card'] as const;
export const DELIVERY_METHODS = ['nova-poshta-branch', 'nova-poshta-locker', 'courier', 'ukrposhta', 'international', 'pickup', 'email'] as const;
export const DELIVERY_FIELDS = ['country', 'city', 'branch', 'address', 'postcode'] as const;
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'payment', 'reorder', 'import', 'void', 'resend', 'approve', 'reject', 'receive', 'refund'] as const;
export const AUDIT_ENTITIES = ['product', 'order', 'slide', 'colour', 'currency', 'delivery-zone', 'query', 'category', 'brand', 'gift-card', 'settings', 'page', 'return'] as const;

/** Each label falls back to the server's own word for a code this version of the UI does not know. */
export function useLabels() {
  const { t } = useTranslation('admin');
  return {
    orderStatus: (code: string) => (isOneOf(ORDER_STATUSES, code) ? t(`orderStatus.${code}`) : code),
    orderTone: (code: string): BadgeTone => (isOneOf(ORDER_STATUSES, code) ? ORDER_TONES[code] : 'neutral'),
    paid: (isPaid: boolean) => (isPaid ? t('payment.paid') : t('payment.notPaid')),
    paymentStatus: (code: string) => (code === 'Paid' ? t('payment.paid') : code === 'Not paid' ? t('payment.notPaid') : code),
    queryStatus: (code: string) => (isOneOf(QUERY_STATUSES, code) ? t(`queryStatus.${code}`) : code),
    paymentMethod: (code: string) => (isOneOf(PAYMENT_METHODS, code) ? t(`paymentMethod.${code}`) : code),
    deliveryMethod: (code: string) => (isOneOf(DELIVERY_METHODS, code) ? t(`deliveryMethod.${code}`) : code),
    deliveryField: (field: (typeof DELIVERY_FIELDS)[number]) => t(`deliveryField.${field}`),
    auditAction: (code: string) => (isOneOf(AUDIT_ACTIONS, code) ? t(`audit.action.${code}`) : code),
    auditEntity: (code: string) => (isOneOf(AUDIT_ENTITIES, code) ? t(`audit.entity.${code}`) : code),
    mailStatus: (code: string) => (isOneOf(MAIL_STATUSES, code) ? t(`giftCardMail.${code}`) : code),
    mailTone: (code: string): BadgeTone => (isOneOf(MAIL_STATUSES, code) ? MAIL_TONES[code] : 'neutral'),
  };
}

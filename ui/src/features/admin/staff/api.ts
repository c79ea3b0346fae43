/**
 * Staff management (owners) and the warehouse's parcels: /api/admin/staff and /api/admin/parcels, with the staff
 * bearer token.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { getList } from '../api';
import type { ListPage, OrderStatus } from '../types';
import type { StaffRole } from './roles';

export interface StaffMember {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  lastSeenAt: string | null;
}

export interface StaffSelf {
  _id: string;
  email: string;
  role: StaffRole;
}

export interface ParcelItem {
  productName: string;
  productNames: Record<string, string>;
  sku: string;
  quantity: string;
  minimum: string;
  giftCard: boolean;
}

export interface Parcel {
  _id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  isPaid: boolean;
  paymentMethod: string;
  deliveryMethod: string;
  delivery: Record<string, string>;
  trackingNumber: string;
  comment: string;
  language: string;
  userInfo: Record<string, string>;
  items: ParcelItem[];
  undo: HeldChange | null;
}

export const PARCEL_PAGE_SIZE = 10;

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  self: (token: string) => [...staffKeys.all, 'me', token] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  parcels: () => ['admin', 'parcels'] as const,
  parcelList: (status: OrderStatus | null, page: number) => [...staffKeys.parcels(), status, page] as const,
};

/** Who the area serves, read once a session: the role decides the sections on offer. */
export function useStaffSelf(token: string) {
  return useQuery({
    queryKey: staffKeys.self(token),
    queryFn: ({ signal }) => apiGet<StaffSelf>('/admin/staff/me', undefined, { token, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useStaffList() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => apiGet<StaffMember[]>('/admin/staff', undefined, { token, signal }),
  });
}

export const inviteStaff = (email: string, role: StaffRole, language: string, token: string) =>
  apiSend<StaffMember>('POST', '/admin/staff', { email, role, language }, { token });

export const changeStaffRole = (id: string, role: StaffRole, token: string) =>
  apiSend<StaffMember>('PUT', `/admin/staff/${encodeURIComponent(id)}`, { role }, { token });

export const removeStaff = (id: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/staff/${encodeURIComponent(id)}`, undefined, { token });

export function useParcels(status: OrderStatus | null, page: number) {
  const { token } = useAdminAccess();
  return useQuery<ListPage<Parcel>>({
    queryKey: staffKeys.parcelList(status, page),
    queryFn: ({ signal }) =>
      getList<Parcel>('/admin/parcels', { status: status ?? undefined, page, limit: PARCEL_PAGE_SIZE }, token, signal),
    placeholderData: keepPreviousData,
  });
}

export const sendParcel = (id: string, status: 'Sent' | 'Delivered', trackingNumber: string, token: string) =>
  apiSend<Parcel>(
    'PUT',
    `/admin/parcels/${encodeURIComponent(id)}`,
    status === 'Sent' && trackingNumber.trim() ? { status, trackingNumber: trackingNumber.trim() } : { status },
    { token },
  );

/** A change staff are about to make that may mail the customer. */
export interface MailedChange {
  status?: 'Sent' | 'Delivered' | 'Cancelled';
  trackingNumber?: string;
  isPaid?: boolean;
}

export interface PreviewMail {
  to: string;
  subject: string;
  /** null for a gift card's e-mail, whose code is only made when it is sent. */
  text: string | null;
}

export interface MailPreview {
  mails: PreviewMail[];
  undoSeconds: number;
}

/** A change that may still be taken back, until its e-mails leave. */
export interface HeldChange {
  change: 'Sent' | 'Paid';
  until: string;
}

export interface Undone {
  message: string;
  status: OrderStatus;
  isPaid: boolean;
}

const changeBody = ({ status, trackingNumber, isPaid }: MailedChange) => ({
  ...(status ? { status } : {}),
  ...(status === 'Sent' && trackingNumber?.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
  ...(isPaid !== undefined ? { isPaid } : {}),
});

export function useMailPreview(orderId: string, change: MailedChange) {
  const { token } = useAdminAccess();
  const body = changeBody(change);
  return useQuery({
    queryKey: ['admin', 'mail-preview', orderId, body],
    queryFn: () => apiSend<MailPreview>('POST', `/orders/${encodeURIComponent(orderId)}/mail-preview`, body, { token }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const undoChange = (orderId: string, token: string) =>
  apiSend<Undone>('POST', `/orders/${encodeURIComponent(orderId)}/undo`, undefined, { token });

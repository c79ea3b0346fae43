/**
 * The signed-in shopper's account calls (issue 10: the accounts API contract). Every call carries the session's
 * bearer token; a 401 means the session is gone, so it is ended here and RequireSession sends the visitor to
 * sign in. Reads are TanStack queries keyed by the user; writes are mutations that refresh what they change.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiGetBlob, apiSend, type ApiFile, type RequestOptions } from '@/lib/api-client';
import { useAccountSession, useLeaveAccount } from './components/RequireSession';
import { endSession, sessionStore, type Session } from './session';
import type {
  Address,
  AddressInput,
  Affiliate,
  Order,
  Overview,
  PaymentProfile,
  RecurringPayment,
  Return,
  ReturnRequest,
  RewardPoints,
  Transaction,
  User,
  UserUpdate,
} from './types';

const segment = encodeURIComponent;

export const accountKeys = {
  all: ['account'] as const,
  user: (userId: string) => [...accountKeys.all, userId] as const,
  me: (userId: string) => [...accountKeys.user(userId), 'me'] as const,
  overview: (userId: string) => [...accountKeys.user(userId), 'overview'] as const,
  addresses: (userId: string) => [...accountKeys.user(userId), 'addresses'] as const,
  orders: (userId: string) => [...accountKeys.user(userId), 'orders'] as const,
  returns: (userId: string) => [...accountKeys.user(userId), 'returns'] as const,
  rewardPoints: (userId: string) => [...accountKeys.user(userId), 'reward-points'] as const,
  transactions: (userId: string) => [...accountKeys.user(userId), 'transactions'] as const,
  paymentProfile: (userId: string) => [...accountKeys.user(userId), 'payment-profile'] as const,
  affiliate: (userId: string) => [...accountKeys.user(userId), 'affiliate'] as const,
  recurringPayments: (userId: string) => [...accountKeys.user(userId), 'recurring-payments'] as const,
};

export const isUnauthorised = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Runs a call with the session's token; a 401 ends the session (the guard then asks to sign in). */
async function authorised<T>(session: Session, call: (options: RequestOptions) => Promise<T>, signal?: AbortSignal) {
  try {
    return await call({ token: session.token, signal });
  } catch (error) {
    if (isUnauthorised(error)) endSession();
    throw error;
  }
}

/** A GET query of the signed-in user's data. */
function useAccountQuery<T>(key: (userId: string) => readonly unknown[], path: string) {
  const session = useAccountSession();
  return useQuery({
    queryKey: key(session._id),
    queryFn: ({ signal }) => authorised(session, (options) => apiGet<T>(path, undefined, options), signal),
  });
}

export const useMe = () => useAccountQuery<User>(accountKeys.me, '/users/me');
export const useOverview = () => useAccountQuery<Overview>(accountKeys.overview, '/users/me/overview');
export const usePaymentProfile = () =>
  useAccountQuery<PaymentProfile>(accountKeys.paymentProfile, '/users/me/payment-profile');
export const useAffiliate = () => useAccountQuery<Affiliate>(accountKeys.affiliate, '/users/me/affiliate');

export function useAddresses() {
  const query = useAccountQuery<{ addresses: Address[] }>(accountKeys.addresses, '/users/me/addresses');
  return { ...query, data: query.data?.addresses };
}

/** The user's orders, newest first. */
export function useOrders() {
  const session = useAccountSession();
  return useAccountQuery<Order[]>(accountKeys.orders, `/orders/user/${segment(session._id)}`);
}

export function useReturns() {
  const query = useAccountQuery<{ returns: Return[] }>(accountKeys.returns, '/users/me/returns');
  return { ...query, data: query.data?.returns };
}

export const useRewardPoints = () => useAccountQuery<RewardPoints>(accountKeys.rewardPoints, '/users/me/reward-points');

export function useTransactions() {
  const query = useAccountQuery<{ transactions: Transaction[] }>(accountKeys.transactions, '/users/me/transactions');
  return { ...query, data: query.data?.transactions };
}

export function useRecurringPayments() {
  const query = useAccountQuery<{ recurringPayments: RecurringPayment[] }>(
    accountKeys.recurringPayments,
    '/users/me/recurring-payments',
  );
  return { ...query, data: query.data?.recurringPayments };
}

const refresh = (client: QueryClient, ...keys: (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * PUT /api/users/{id}: profile, e-mail, newsletter or password. One's own new e-mail waits for its confirmation
 * (the answer's pendingEmail); the stored session follows the address the server answers with.
 */
export function useUpdateUser() {
  const session = useAccountSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) =>
      authorised(session, (options) => apiSend<User>('PUT', `/users/${segment(session._id)}`, changes, options)),
    onSuccess: async (user) => {
      client.setQueryData(accountKeys.me(session._id), user);
      const stored = sessionStore.get();
      if (stored && stored._id === session._id && user.email && stored.email !== user.email) {
        sessionStore.set({ ...stored, email: user.email });
      }
      await refresh(client, accountKeys.overview(session._id));
    },
  });
}

export interface AddressSave {
  /** Absent for a new address. */
  id?: string;
  address: Partial<AddressInput>;
}

/** Adds or changes an address; the list and the overview's default address follow. */
export function useSaveAddress() {
  const session = useAccountSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: AddressSave) =>
      authorised(session, (options) =>
        id === undefined
          ? apiSend<Address>('POST', '/users/me/addresses', address, options)
          : apiSend<Address>('PUT', `/users/me/addresses/${segment(id)}`, address, options),
      ),
    onSuccess: () => refresh(client, accountKeys.addresses(session._id), accountKeys.overview(session._id)),
  });
}

export function useDeleteAddress() {
  const session = useAccountSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      authorised(session, (options) =>
        apiSend<{ message: string }>('DELETE', `/users/me/addresses/${segment(id)}`, undefined, options),
      ),
    onSuccess: () => refresh(client, accountKeys.addresses(session._id), accountKeys.overview(session._id)),
  });
}

export function useRequestReturn() {
  const session = useAccountSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ReturnRequest) =>
      authorised(session, (options) => apiSend<Return>('POST', '/users/me/returns', request, options)),
    onSuccess: () =>
      refresh(client, accountKeys.returns(session._id), accountKeys.orders(session._id), accountKeys.overview(session._id)),
  });
}

export function useSavePaymentProfile() {
  const session = useAccountSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: PaymentProfile) =>
      authorised(session, (options) => apiSend<PaymentProfile>('PUT', '/users/me/payment-profile', profile, options)),
    onSuccess: (profile) => client.setQueryData(accountKeys.paymentProfile(session._id), profile),
  });
}

/** GET /api/users/me/data: everything the shop holds about the shopper, as a JSON file. */
export function useDownloadMyData() {
  const session = useAccountSession();
  return useMutation({
    mutationFn: (): Promise<ApiFile> => authorised(session, (options) => apiGetBlob('/users/me/data', undefined, options)),
  });
}

/**
 * DELETE /api/users/me with the current password. Once done the token names no account, so the session is
 * ended here too (no log-out call: the server has nothing left to revoke).
 */
export function useDeleteAccount() {
  const session = useAccountSession();
  const leave = useLeaveAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      authorised(session, (options) => apiSend<{ message: string }>('DELETE', '/users/me', { currentPassword }, options)),
    onSuccess: () => {
      leave(); // the caller goes on to another page: no detour through signing in
      endSession();
      client.removeQueries({ queryKey: accountKeys.user(session._id) });
    },
  });
}

/** The credit note of one refund of an order (GET /api/orders/{id}/refunds/{refundId}/credit-note). */
export function useCreditNoteDownload() {
  const session = useAccountSession();
  return useMutation({
    mutationFn: ({ orderId, refundId }: { orderId: string; refundId: string }): Promise<ApiFile> =>
      authorised(session, (options) =>
        apiGetBlob(`/orders/${segment(orderId)}/refunds/${segment(refundId)}/credit-note`, undefined, options),
      ),
  });
}

/** The PDF invoice of one order (GET /api/orders/{id}/invoice). */
export function useInvoiceDownload() {
  const session = useAccountSession();
  return useMutation({
    mutationFn: (orderId: string): Promise<ApiFile> =>
      authorised(session, (options) => apiGetBlob(`/orders/${segment(orderId)}/invoice`, undefined, options)),
  });
}

/**
 * The messages a 400 answer gives per field ({errors: {field: [...]}}, or flask-smorest's {errors: {json: ...}}),
 * first message of each field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const nested = error.errors.json;
  const source =
    typeof nested === 'object' && nested !== null && !Array.isArray(nested)
      ? (nested as Record<string, unknown>)
      : error.errors;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(source)) {
    const first = Array.isArray(messages) ? messages.find((message) => typeof message === 'string') : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

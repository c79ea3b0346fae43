/**
 * Admin page tests: the staff access the app hands in, an API stub that also sends response headers
 * (X-Total-Count) and records every request, and sample data shaped like the server's answers.
 */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminAccessContext, type AdminAccess } from '@/features/admin/access';
import type { StaffRole } from '@/features/admin/staff/roles';
import type { CallbackQuery, Order, Statistics } from '@/features/admin/types';
import type { Language } from '@/lib/language';
import { renderShop } from './render-shop';

export const ADMIN_TOKEN = 'tok-admin';

export interface AdminRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = [status: number, body: unknown, headers?: Record<string, string>];
export type AdminAnswer = Reply | ((request: AdminRequest) => Reply | Promise<Reply>);

/** Who the admin area serves unless a test says otherwise: an owner, who is offered every section. */
export const staffSelf = (role: StaffRole = 'owner'): Reply => [200, { _id: '1', email: 'admin@example.com', role }];

/** A fetch stub keyed by "METHOD /api/path?query"; unknown requests get a 404. */
export function adminApi(stubbed: Record<string, AdminAnswer>) {
  const routes: Record<string, AdminAnswer> = { 'GET /api/admin/staff/me': staffSelf(), ...stubbed };
  const requests: AdminRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, headers: { ...(init.headers as Record<string, string>) }, body };
    requests.push(request);
    const answer = routes[`${method} ${url}`];
    if (!answer) return new Response(JSON.stringify({ message: `No stub for ${method} ${url}` }), { status: 404 });
    const [status, payload, headers = {}] = typeof answer === 'function' ? await answer(request) : answer;
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  const sent = (method: string, url: string) => requests.filter((request) => request.method === method && request.url === url);
  return { fetch, requests, sent };
}

/** Stubs fetch with `routes` and returns the stub. */
export function stubAdminApi(routes: Record<string, AdminAnswer>) {
  const api = adminApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

export function renderAdmin(
  element: ReactElement,
  {
    url,
    path,
    routes = [],
    deny = vi.fn(),
    language,
    role = 'owner',
  }: { url: string; path?: string; routes?: RouteObject[]; deny?: AdminAccess['deny']; language?: Language; role?: StaffRole },
) {
  const access: AdminAccess = { token: ADMIN_TOKEN, email: 'admin@example.com', deny, role };
  return renderShop(<AdminAccessContext.Provider value={access}>{element}</AdminAccessContext.Provider>, { url, path, routes, language });
}

export function callbackQuery(n: number, overrides: Partial<CallbackQuery> = {}): CallbackQuery {
  return {
    _id: String(n),
    createdAt: `2026-11-${String(n).padStart(2, '0')}T09:30:00Z`,
    name: `Caller ${n}`,
    phone: `+38050400700${n % 10}`,
    query: `Question number ${n}`,
    status: 'Unprocessed',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: '119',
    number: 'DF-000119',
    createdAt: '2026-11-11T13:51:00Z',
    status: 'Accepted',
    isPaid: false,
    paymentStatus: 'Not paid',
    paymentMethod: 'bank-transfer',
    currency: 'UAH',
    subtotal: '2048.06',
    deliveryPrice: '84.08',
    giftCardAmount: '0.00',
    totalPrice: '2132.14',
    deliveryMethod: 'nova-poshta-branch',
    delivery: { city: 'Lviv', branch: '73' },
    language: 'ua',
    comment: 'Call before delivery, please.',
    userInfo: {
      firstName: 'Oksana',
      lastName: 'Melnyk',
      email: 'oksana.melnyk@example.com',
      phone: '0504445566',
      address: 'pr. Svobody 41',
      city: 'Lviv',
      postcode: '79000',
      country: 'UA',
    },
    basketItems: [
      {
        _id: '501',
        productId: '12',
        productName: 'Chrisanne Crepe-back Satin Fuchsia',
        sku: 'CH-SC-00012',
        quantity: '1.4',
        minimum: '0.1',
        price: '146.29',
        discount: 10,
        lineTotal: '2048.06',
        returnable: false,
        returnedQuantity: '0',
        giftCard: null,
      },
    ],
    history: [{ at: '2026-11-11T13:51:00Z', kind: 'status', from: null, to: 'Accepted', by: null, note: '' }],
    ...overrides,
  };
}

export function statistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    currency: 'GBP',
    days: [
      { date: '2026-11-23', orders: 2, revenue: '120.50' },
      { date: '2026-11-24', orders: 0, revenue: '0.00' },
      { date: '2026-11-25', orders: 3, revenue: '1234.56' },
    ],
    totals: { orders: 120, revenue: '9876.50', averageOrder: '82.30', customers: 42 },
    ordersByStatus: { Accepted: 5, Sent: 3, Delivered: 10, Cancelled: 2, Paid: 12, 'Not paid': 8 },
    topProducts: [{ sku: 'CH-LY-00001', name: 'Lycra Royal', quantity: '12.5', revenue: '250.00' }],
    newCustomers: { count: 4, latest: [{ email: 'new@example.com', createdAt: '2026-11-20T08:00:00Z' }] },
    openQueries: { count: 2, latest: [{ _id: '5', name: 'Viktor', phone: '+380503334455', createdAt: '2026-11-16T04:02:00Z' }] },
    lowStock: [{ _id: '17', sku: 'CH-LY-00017', name: 'Lycra Black', stock: '0.4', unit: 'm' }],
    audit: [
      {
        _id: '9',
        at: '2026-11-25T09:00:00Z',
        actor: 'admin@example.com',
        action: 'status',
        entity: 'order',
        entityId: '119',
        summary: 'DF-000119',
        before: { status: 'Accepted' },
        after: { status: 'Sent' },
      },
    ],
    ...overrides,
  };
}

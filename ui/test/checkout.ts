/**
 * Checkout test data shaped like the checkout API contract (issue 11), and a fetch stub that answers by method
 * and path and records every request with its headers and body.
 */
import type { CheckoutOptions, PlacedOrder, Quote, QuoteLine, QuoteRequest } from '@/features/checkout/types';

export const CHECKOUT_OPTIONS: CheckoutOptions = {
  deliveryMethods: [
    { code: 'nova-poshta-branch', price: '1.50', freeFrom: '100.00', countries: ['UA'], fields: ['city', 'branch'] },
    { code: 'nova-poshta-locker', price: '1.20', freeFrom: '100.00', countries: ['UA'], fields: ['city', 'branch'] },
    { code: 'courier', price: '2.50', freeFrom: '150.00', countries: ['UA'], fields: ['city', 'address', 'postcode'] },
    { code: 'international', price: '18.00', freeFrom: null, countries: [], fields: ['country', 'city', 'address', 'postcode'] },
    { code: 'pickup', price: '0.00', freeFrom: null, countries: [], fields: [] },
    { code: 'email', price: '0.00', freeFrom: null, countries: [], fields: [] },
  ],
  paymentMethods: [
    { code: 'cash-on-delivery', currencies: null },
    { code: 'bank-transfer', currencies: null },
    { code: 'card', currencies: ['UAH', 'USD', 'EUR'] },
  ],
  pickupAddress: '12 Khreshchatyk St, Kyiv 01001, Ukraine · Mon–Sat 10:00–19:00',
  pickup: {
    address: '12 Khreshchatyk St, Kyiv 01001, Ukraine',
    hours: [
      { days: 'Mon–Sat', times: '10:00–19:00', closed: false },
      { days: 'Sun', times: 'Closed', closed: true },
    ],
    hoursNote: 'All times are Kyiv time.',
    note: 'Entrance from the courtyard; tell us your order number at the counter.',
  },
  bank: { recipient: 'Dance Fabrics LLC', iban: 'UA213223130000026007233566001', bankName: 'PrivatBank' },
};

export function quoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    sku: 'FAB-001',
    productName: 'Chrisanne Lycra Royal Blue',
    quantity: '1.3',
    minimum: '0.1',
    unit: 'm',
    price: '2.50',
    discount: 0,
    lineTotal: '32.50',
    available: '25.0',
    problem: null,
    giftCard: null,
    ...overrides,
  };
}

/** A quote in GBP for the lines given; delivery 1.50 once a method is chosen. */
export function makeQuote(request: QuoteRequest, overrides: Partial<Quote> = {}): Quote {
  const lines = overrides.lines ?? [quoteLine()];
  const delivery = request.delivery ? '1.50' : '0.00';
  const total = request.delivery ? '34.00' : '32.50';
  return {
    currency: request.currency,
    factor: '1',
    lines,
    subtotal: '32.50',
    deliveryPrice: delivery,
    giftCardAmount: '0.00',
    total,
    giftCard: null,
    problems: lines.filter((line) => line.problem !== null),
    ...overrides,
  };
}

export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    _id: '117',
    number: 'DF-000117',
    createdAt: '2026-03-01T10:00:00Z',
    status: 'Accepted',
    isPaid: false,
    paymentStatus: 'Not paid',
    paymentMethod: 'bank-transfer',
    currency: 'EUR',
    subtotal: '38.35',
    deliveryPrice: '2.95',
    giftCardAmount: '0.00',
    totalPrice: '41.30',
    deliveryMethod: 'nova-poshta-branch',
    delivery: { city: 'Kyiv', branch: '12' },
    language: 'en',
    comment: '',
    userInfo: {
      firstName: 'Olena',
      lastName: 'Koval',
      email: 'olena@example.com',
      phone: '+380501234567',
      address: '',
      city: 'Kyiv',
      postcode: '',
      country: 'UA',
    },
    basketItems: [
      {
        _id: 'l1',
        productId: 'p1',
        productName: 'Chrisanne Lycra Royal Blue',
        sku: 'FAB-001',
        quantity: '1.3',
        minimum: '0.1',
        price: '2.95',
        discount: 0,
        lineTotal: '38.35',
        returnable: false,
        returnedQuantity: '0',
        giftCard: null,
      },
    ],
    history: [],
    payment: {
      method: 'bank-transfer',
      status: 'awaiting',
      amount: '41.30',
      currency: 'EUR',
      bank: { ...CHECKOUT_OPTIONS.bank, reference: 'DF-000117' },
      redirect: null,
    },
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = [number, unknown] | ((request: RecordedRequest) => [number, unknown] | Promise<[number, unknown]>);

/**
 * A fetch stub: `routes` maps "METHOD /api/path?query" to [status, body] or a function of the request.
 * Unknown requests get a 404. A thrown error from an answer function is a network failure.
 */
export function apiStub(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, headers: { ...(init.headers as Record<string, string>) }, body };
    requests.push(request);
    const answer = routes[`${method} ${url}`];
    if (!answer) return new Response(JSON.stringify({ message: `No stub for ${method} ${url}` }), { status: 404 });
    const [status, payload] = typeof answer === 'function' ? await answer(request) : answer;
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const sent = (method: string, path: string) => requests.filter((request) => request.method === method && request.url === path);
  return { fetch, requests, sent };
}

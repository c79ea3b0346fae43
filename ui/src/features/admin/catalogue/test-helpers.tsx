/// <reference types="node" />
/**
 * Test helpers of the catalogue screens: a recording fetch stub that answers by method and URL (with headers,
 * e.g. X-Total-Count), a fake XMLHttpRequest for uploads, the staff session the shell would provide, and fixtures.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderShop, type ShopRenderOptions } from '../../../../test/render-shop';
import { AdminAccessContext, type AdminAccess } from '../access';
import type { AdminProduct, CatalogueOptions, Slide } from './types';

export const TOKEN = 'staff-token';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/** Answers `"METHOD /api/path?query"` (GET may leave out the method); records every call. */
export function apiStub(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, url, body, headers: { ...(init.headers as Record<string, string>) } });
    const match = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (!match) return new Response(JSON.stringify({ message: `No stub for ${method} ${url}` }), { status: 404 });
    const [status, answer, headers = {}] = match;
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { fetch: vi.fn(fetch), calls };
}

/** A stand-in for XMLHttpRequest: records what is sent and answers with `respond`, reporting progress first. */
export function fakeXhr(respond: (request: { method: string; url: string; body: unknown }) => [number, unknown]) {
  const sent: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload = new EventTarget();
    private listeners = new EventTarget();
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.listeners.addEventListener(type, listener);
    }
    abort() {
      this.listeners.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body, headers: this.headers });
      const [status, answer] = respond({ method: this.method, url: this.url, body });
      queueMicrotask(() => {
        const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 });
        this.upload.dispatchEvent(progress);
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.listeners.dispatchEvent(new Event('load'));
      });
    }
  }
  return { XMLHttpRequest: FakeXhr, sent };
}

export function renderAdmin(element: ReactElement, options: ShopRenderOptions = {}) {
  const access: AdminAccess = { token: TOKEN, email: 'admin@example.com', deny: vi.fn(), role: 'owner' };
  return renderShop(<AdminAccessContext.Provider value={access}>{element}</AdminAccessContext.Provider>, options);
}

export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: '17',
    product_id: 'CHR-LYC-0001',
    slug: 'lycra-royal',
    names: { en: 'Lycra Royal', ua: 'Лайкра королівська', pl: '', ru: '', de: '' },
    descriptions: { en: 'Four-way stretch.', ua: 'Еластична в чотирьох напрямках.', pl: '', ru: '', de: '' },
    price: '2.50',
    discount: 10,
    finalPrice: '2.25',
    minimum: '0.1',
    unit: 'm',
    stock: '25.50',
    weightGrams: 200,
    images: ['/media/products/lycra-1.webp', '/media/products/lycra-2.webp'],
    brandId: '3',
    colourId: '5',
    category1: 'fabrics',
    category2: 'lycra',
    category3: null,
    category4: null,
    isActive: true,
    isGiftCard: false,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

export const OPTIONS: CatalogueOptions = {
  brands: [
    { _id: '3', name: 'Chrisanne' },
    { _id: '4', name: 'DSI' },
  ],
  colours: [
    { _id: '5', name: 'Royal Blue', hex: '#4169E1', brandId: '3' },
    { _id: '6', name: 'Black', hex: '#000000', brandId: '4' },
  ],
  categories: [
    { path: ['fabrics', null, null, null], label: 'Fabrics' },
    { path: ['fabrics', 'lycra', null, null], label: 'Fabrics / Lycra' },
    { path: ['fabrics', 'lycra', 'matt', null], label: 'Fabrics / Lycra / Matt' },
    { path: ['fabrics', 'velvet', null, null], label: 'Fabrics / Velvet' },
    { path: ['crystals', null, null, null], label: 'Crystals' },
  ],
  units: ['m', 'pcs', 'pack'],
};

export function makeSlide(id: string, title: string, position: number): Slide {
  return {
    _id: id,
    image: `/media/slides/${id}.webp`,
    titles: { en: title, ua: `${title} (ua)`, pl: '', ru: '', de: '' },
    link: '/sale',
    position,
    isActive: true,
  };
}

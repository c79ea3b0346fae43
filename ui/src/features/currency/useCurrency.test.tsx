import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Price } from '@/components/Price';
import { STORAGE_KEYS } from '@/lib/storage';
import { SEEDED_FACTORS } from '../../../test/products';
import { stubApi } from '../../../test/render-shop';
import { CurrencyProvider } from './CurrencyProvider';
import { useCurrency } from './useCurrency';

const fixed = ({ children }: { children: ReactNode }) => <CurrencyProvider factors={SEEDED_FACTORS}>{children}</CurrencyProvider>;

/** GET /api/currencies answering these factors. */
function serveFactors(factors: Record<string, string>) {
  const body = { base: 'GBP', currencies: Object.entries(factors).map(([code, factor]) => ({ code, sign: '?', factor })) };
  const api = stubApi({ '/api/currencies': [200, body] });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('useCurrency', () => {
  it('throws the spec message outside a CurrencyProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCurrency())).toThrow('useCurrency must be used within a CurrencyProvider');
  });

  it('defaults to GBP', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: fixed });
    expect(result.current.currency).toBe('GBP');
    expect(result.current.format('10')).toBe('£10.00');
  });

  it('restores the stored currency and ignores unknown values', () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    expect(renderHook(() => useCurrency(), { wrapper: fixed }).result.current.currency).toBe('EUR');
    window.localStorage.setItem(STORAGE_KEYS.currency, 'XYZ');
    expect(renderHook(() => useCurrency(), { wrapper: fixed }).result.current.currency).toBe('GBP');
  });

  it('persists a new choice under the currency key', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: fixed });
    act(() => result.current.setCurrency('UAH'));
    expect(result.current.currency).toBe('UAH');
    expect(result.current.format('10')).toBe('₴560.50');
    expect(window.localStorage.getItem(STORAGE_KEYS.currency)).toBe('UAH');
  });

  it('converts a cart line unit first, then times the quantity (x10 by the 10 cm)', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: fixed });
    act(() => result.current.setCurrency('USD'));
    // 2.85 GBP = 3.8475 -> $3.85 per 10 cm; 1.5 m = 15 x 3.85.
    expect(result.current.formatShown(result.current.lineTotal('2.85', 1.5, 0.1))).toBe('$57.75');
  });
});

describe('factors from the API', () => {
  it('shows prices with the factors GET /api/currencies serves and keeps them for the next load', async () => {
    const api = serveFactors({ GBP: '1', USD: '1.5', EUR: '1.18', UAH: '56.05' });
    render(
      <CurrencyProvider initialCurrency="USD">
        <Price gbp="10.00" />
      </CurrencyProvider>,
    );
    expect(await screen.findByText('$15.00')).toBeTruthy();
    expect(api.calls).toEqual(['/api/currencies']);
    expect(window.localStorage.getItem(STORAGE_KEYS.currencyFactors)).toContain('"1.5"');
  });

  it('shows the last known factors at once, then a staff change from the API', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currencyFactors, JSON.stringify([{ code: 'EUR', sign: '€', factor: '1.18' }]));
    serveFactors({ GBP: '1', EUR: '1.2', USD: '1.35', UAH: '56.05' });
    render(
      <CurrencyProvider initialCurrency="EUR">
        <Price gbp="10.00" />
      </CurrencyProvider>,
    );
    expect(screen.getByText('€11.80')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('€12.00')).toBeTruthy());
  });

  it('shows GBP until a factor is known, never an invented one', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    render(
      <CurrencyProvider initialCurrency="UAH">
        <Price gbp="10.00" />
      </CurrencyProvider>,
    );
    expect(screen.getByText('£10.00')).toBeTruthy();
  });
});

describe('<Price>', () => {
  it('shows a GBP amount in the chosen currency with its sign', () => {
    render(
      <CurrencyProvider initialCurrency="USD" factors={SEEDED_FACTORS}>
        <Price gbp="10.99" />
      </CurrencyProvider>,
    );
    expect(screen.getByText('$14.84')).toBeTruthy();
  });
});

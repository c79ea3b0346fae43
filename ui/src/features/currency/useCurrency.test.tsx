import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Price } from '@/components/Price';
import { STORAGE_KEYS } from '@/lib/storage';
import { CurrencyProvider } from './CurrencyProvider';
import { useCurrency } from './useCurrency';

describe('useCurrency', () => {
  it('throws the spec message outside a CurrencyProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCurrency())).toThrow('useCurrency must be used within a CurrencyProvider');
  });

  it('defaults to GBP', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: CurrencyProvider });
    expect(result.current.currency).toBe('GBP');
    expect(result.current.format(10)).toBe('£10.00');
  });

  it('restores the stored currency and ignores unknown values', () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    expect(renderHook(() => useCurrency(), { wrapper: CurrencyProvider }).result.current.currency).toBe('EUR');
    window.localStorage.setItem(STORAGE_KEYS.currency, 'XYZ');
    expect(renderHook(() => useCurrency(), { wrapper: CurrencyProvider }).result.current.currency).toBe('GBP');
  });

  it('persists a new choice under the currency key', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: CurrencyProvider });
    act(() => result.current.setCurrency('UAH'));
    expect(result.current.currency).toBe('UAH');
    expect(result.current.convert(10)).toBe(560.5);
    expect(window.localStorage.getItem(STORAGE_KEYS.currency)).toBe('UAH');
  });
});

describe('<Price>', () => {
  it('shows a GBP amount in the chosen currency with its sign', () => {
    render(
      <CurrencyProvider initialCurrency="USD">
        <Price gbp={10.99} />
      </CurrencyProvider>,
    );
    expect(screen.getByText('$14.84')).toBeTruthy();
  });
});

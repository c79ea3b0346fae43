/**
 * The admin catalogue calls (issue 13 contract): products and their images, CSV export and import, the options
 * the product form offers, slides, colours, currency factors and delivery prices per currency. Every call carries the staff bearer token.
 * JSON goes through lib/api-client, paged lists through the admin shell's getList (it reads X-Total-Count);
 * multipart uploads with progress live here (XMLHttpRequest reports upload progress; fetch does not).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  ApiError,
  apiGet,
  apiGetBlob,
  apiSend,
  buildUrl,
  type ApiFile,
  type QueryParams,
} from '@/lib/api-client';
import { htmlLang, toLanguage } from '@/lib/language';
import { useAdminAccess } from '../access';
import { getList } from '../api';
import type {
  AdminProduct,
  CatalogueOptions,
  Colour,
  ColourInput,
  ColourListFilters,
  CurrenciesAnswer,
  Currency,
  DeliveryZone,
  DeliveryZoneInput,
  ImportReport,
  ProductInput,
  ProductListFilters,
  Slide,
  SlideInput,
} from './types';

const segment = encodeURIComponent;

export const catalogueKeys = {
  all: ['admin-catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productList: (filters: ProductListFilters) => [...catalogueKeys.products(), 'list', filters] as const,
  product: (id: string) => [...catalogueKeys.products(), 'one', id] as const,
  options: () => [...catalogueKeys.all, 'options'] as const,
  slides: () => [...catalogueKeys.all, 'slides'] as const,
  colours: () => [...catalogueKeys.all, 'colours'] as const,
  colourList: (filters: ColourListFilters) => [...catalogueKeys.colours(), 'list', filters] as const,
  currencies: () => [...catalogueKeys.all, 'currencies'] as const,
  deliveryZones: () => [...catalogueKeys.all, 'delivery-zones'] as const,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError of a non-2xx answer, from its {message, errors} body (as lib/api-client builds it). */
function failure(status: number, statusText: string, body: unknown): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message ? body.message : statusText || `HTTP ${status}`;
  return new ApiError(status, message, isRecord(body) && isRecord(body.errors) ? body.errors : undefined, body);
}

function headers(token: string): Record<string, string> {
  const result: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (language) result['Accept-Language'] = htmlLang(toLanguage(language));
  return result;
}

export interface UploadOptions {
  token: string;
  params?: QueryParams;
  /** Share of the request body sent so far, 0-1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A multipart POST that reports upload progress; errors follow lib/api-client's rules (network: status 0). */
export function upload<T>(path: string, form: FormData, { token, params, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, params));
    for (const [name, value] of Object.entries(headers(token))) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status <= 299) {
        onProgress?.(1);
        resolve(body as T);
      } else reject(failure(xhr.status, xhr.statusText, body));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const formWith = (name: string, file: Blob, filename?: string) => {
  const form = new FormData();
  if (filename) form.append(name, file, filename);
  else form.append(name, file);
  return form;
};

// ---------------------------------------------------------------- products

export function listProducts(filters: ProductListFilters, token: string, signal?: AbortSignal) {
  const params: QueryParams = {
    search: filters.search.trim() || undefined,
    category1: filters.category1 ?? undefined,
    brandId: filters.brandId ?? undefined,
    stock: filters.stock ?? undefined,
    active: filters.active === null ? undefined : filters.active,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    page: filters.page,
    limit: filters.limit,
  };
  return getList<AdminProduct>('/admin/products', params, token, signal);
}

export const getProduct = (id: string, token: string, signal?: AbortSignal) =>
  apiGet<AdminProduct>(`/admin/products/${segment(id)}`, undefined, { token, signal });

export const createProduct = (input: ProductInput, token: string) =>
  apiSend<AdminProduct>('POST', '/admin/products', input, { token });

export const updateProduct = (id: string, changes: Partial<ProductInput> & { images?: string[] }, token: string) =>
  apiSend<AdminProduct>('PUT', `/admin/products/${segment(id)}`, changes, { token });

export const deleteProduct = (id: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/products/${segment(id)}`, undefined, { token });

export const uploadProductImage = (id: string, file: File, options: UploadOptions) =>
  upload<AdminProduct>(`/admin/products/${segment(id)}/images`, formWith('image', file), options);

export function deleteProductImage(id: string, url: string, token: string) {
  return apiSend<AdminProduct>('DELETE', `/admin/products/${segment(id)}/images?${new URLSearchParams({ url })}`, undefined, {
    token,
  });
}

export const exportProducts = (token: string): Promise<ApiFile> =>
  apiGetBlob('/admin/products/export.csv', undefined, { token });

/** POST /api/admin/products/import: a real import with errors answers 400 with the report, which is returned. */
export async function importProducts(file: File, dryRun: boolean, options: UploadOptions): Promise<ImportReport> {
  try {
    return await upload<ImportReport>('/admin/products/import', formWith('file', file), {
      ...options,
      params: { dryRun },
    });
  } catch (error) {
    const report = error instanceof ApiError ? reportOf(error.body) : null;
    if (report && report.errors.length > 0) return report;
    throw error;
  }
}

/** An import report found in an answer: at the top, or under `errors` as a refused import sends it. */
function reportOf(body: unknown): ImportReport | null {
  if (!isRecord(body)) return null;
  const candidates = [body, body.errors];
  for (const candidate of candidates) {
    if (isRecord(candidate) && Array.isArray(candidate.errors) && typeof candidate.rows === 'number') {
      return candidate as unknown as ImportReport;
    }
  }
  if (Array.isArray(body.errors)) {
    return { dryRun: false, rows: 0, created: 0, updated: 0, errors: body.errors as ImportReport['errors'] };
  }
  return null;
}

export const getCatalogueOptions = (token: string, signal?: AbortSignal) =>
  apiGet<CatalogueOptions>('/admin/catalogue-options', undefined, { token, signal });

// ---------------------------------------------------------------- slides

export const listSlides = (token: string, signal?: AbortSignal) =>
  apiGet<Slide[]>('/admin/slides', undefined, { token, signal });

export const createSlide = (input: SlideInput, token: string) => apiSend<Slide>('POST', '/admin/slides', input, { token });

export const updateSlide = (id: string, input: Partial<SlideInput>, token: string) =>
  apiSend<Slide>('PUT', `/admin/slides/${segment(id)}`, input, { token });

export const deleteSlide = (id: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/slides/${segment(id)}`, undefined, { token });

export const reorderSlides = (ids: string[], token: string) =>
  apiSend<Slide[]>('PUT', '/admin/slides/order', { ids }, { token });

export const uploadSlideImage = (id: string, file: File, options: UploadOptions) =>
  upload<Slide>(`/admin/slides/${segment(id)}/image`, formWith('image', file), options);

// ---------------------------------------------------------------- colours

export function listColours(filters: ColourListFilters, token: string, signal?: AbortSignal) {
  const params: QueryParams = {
    search: filters.search.trim() || undefined,
    brandId: filters.brandId || undefined,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    page: filters.page,
    limit: filters.limit,
  };
  return getList<Colour>('/admin/colors', params, token, signal);
}

export const createColour = (input: ColourInput, token: string) => apiSend<Colour>('POST', '/admin/colors', input, { token });

export const updateColour = (id: string, input: ColourInput, token: string) =>
  apiSend<Colour>('PUT', `/admin/colors/${segment(id)}`, input, { token });

export const deleteColour = (id: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/colors/${segment(id)}`, undefined, { token });

// ---------------------------------------------------------------- currency factors

export const getCurrencies = (signal?: AbortSignal) => apiGet<CurrenciesAnswer>('/currencies', undefined, { signal });

export const updateCurrency = (code: string, factor: string, token: string) =>
  apiSend<Currency>('PUT', `/currencies/${segment(code)}`, { factor }, { token });

// ---------------------------------------------------------------- delivery zones and their prices by weight

export const listDeliveryZones = (token: string, signal?: AbortSignal) =>
  apiGet<DeliveryZone[]>('/admin/delivery-zones', undefined, { token, signal });

/** Create or replace a zone, whole. */
export const saveDeliveryZone = (code: string, input: DeliveryZoneInput, token: string) =>
  apiSend<DeliveryZone>('PUT', `/admin/delivery-zones/${segment(code)}`, input, { token });

export const deleteDeliveryZone = (code: string, token: string) =>
  apiSend<undefined>('DELETE', `/admin/delivery-zones/${segment(code)}`, undefined, { token });

// ---------------------------------------------------------------- queries

export function useProductList(filters: ProductListFilters) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: catalogueKeys.productList(filters),
    queryFn: ({ signal }) => listProducts(filters, token, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One product for the edit modal, never from an old cache: closing the modal drops it (gcTime 0). */
export function useProduct(id: string | null) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: catalogueKeys.product(id ?? ''),
    queryFn: ({ signal }) => getProduct(id ?? '', token, signal),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

export function useCatalogueOptions() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: catalogueKeys.options(),
    queryFn: ({ signal }) => getCatalogueOptions(token, signal),
  });
}

export function useAdminSlides() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: catalogueKeys.slides(),
    queryFn: ({ signal }) => listSlides(token, signal),
    staleTime: 0,
  });
}

export function useAdminColours(filters: ColourListFilters) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: catalogueKeys.colourList(filters),
    queryFn: ({ signal }) => listColours(filters, token, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCurrencies() {
  return useQuery({ queryKey: catalogueKeys.currencies(), queryFn: ({ signal }) => getCurrencies(signal), staleTime: 0 });
}

export function useDeliveryZones() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: catalogueKeys.deliveryZones(),
    queryFn: ({ signal }) => listDeliveryZones(token, signal),
    staleTime: 0,
  });
}

/** Refreshes what a change touched (e.g. the product list after a save). */
export function useRefresh() {
  const client = useQueryClient();
  return (key: readonly unknown[]) => client.invalidateQueries({ queryKey: key });
}

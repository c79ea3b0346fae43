/**
 * The admin category tree and brand calls, with the staff bearer token: the tree and the brands, their changes,
 * and their pictures (multipart uploads with progress, through ./api's upload). JSON goes through lib/api-client.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { catalogueKeys, upload, type UploadOptions } from './api';
import type { AdminBrand, AdminCategory, BrandInput, CategoryInput } from './category-types';

const segment = encodeURIComponent;

export const treeKeys = {
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
};

const pictureForm = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return form;
};

// ---------------------------------------------------------------- categories

export const listCategories = (token: string, signal?: AbortSignal) =>
  apiGet<AdminCategory[]>('/admin/categories', undefined, { token, signal });

export const createCategory = (input: CategoryInput, token: string) =>
  apiSend<AdminCategory>('POST', '/admin/categories', input, { token });

export const updateCategory = (id: string, input: CategoryInput, token: string) =>
  apiSend<AdminCategory>('PUT', `/admin/categories/${segment(id)}`, input, { token });

export const deleteCategory = (id: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/categories/${segment(id)}`, undefined, { token });

export const reorderChildren = (parentId: string, ids: string[], token: string) =>
  apiSend<AdminCategory>('PUT', `/admin/categories/${segment(parentId)}/children/order`, { ids }, { token });

export const uploadCategoryImage = (id: string, file: File, options: UploadOptions) =>
  upload<AdminCategory>(`/admin/categories/${segment(id)}/image`, pictureForm(file), options);

export const removeCategoryImage = (id: string, token: string) =>
  apiSend<AdminCategory>('DELETE', `/admin/categories/${segment(id)}/image`, undefined, { token });

// ---------------------------------------------------------------- brands

export const listBrands = (token: string, signal?: AbortSignal) =>
  apiGet<AdminBrand[]>('/admin/brands', undefined, { token, signal });

export const createBrand = (input: BrandInput, token: string) => apiSend<AdminBrand>('POST', '/admin/brands', input, { token });

export const updateBrand = (id: string, input: BrandInput, token: string) =>
  apiSend<AdminBrand>('PUT', `/admin/brands/${segment(id)}`, input, { token });

export const deleteBrand = (id: string, token: string) =>
  apiSend<{ message: string }>('DELETE', `/admin/brands/${segment(id)}`, undefined, { token });

export const reorderBrands = (ids: string[], token: string) =>
  apiSend<AdminBrand[]>('PUT', '/admin/brands/order', { ids }, { token });

export const uploadBrandLogo = (id: string, file: File, options: UploadOptions) =>
  upload<AdminBrand>(`/admin/brands/${segment(id)}/logo`, pictureForm(file), options);

export const removeBrandLogo = (id: string, token: string) =>
  apiSend<AdminBrand>('DELETE', `/admin/brands/${segment(id)}/logo`, undefined, { token });

// ---------------------------------------------------------------- queries

export function useAdminCategories() {
  const { token } = useAdminAccess();
  return useQuery({ queryKey: treeKeys.categories(), queryFn: ({ signal }) => listCategories(token, signal), staleTime: 0 });
}

export function useAdminBrands() {
  const { token } = useAdminAccess();
  return useQuery({ queryKey: treeKeys.brands(), queryFn: ({ signal }) => listBrands(token, signal), staleTime: 0 });
}

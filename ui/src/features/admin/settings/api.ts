/** GET/PUT /api/admin/settings: the shop's own details, read and saved whole (staff token on every call). */
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import type { ShopSettings } from './types';

export const settingsKeys = {
  settings: () => ['admin-settings'] as const,
};

const PATH = '/admin/settings';

export function useShopSettings() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: settingsKeys.settings(),
    queryFn: ({ signal }) => apiGet<ShopSettings>(PATH, undefined, { token, signal }),
  });
}

export function saveShopSettings(settings: ShopSettings, token: string): Promise<ShopSettings> {
  return apiSend<ShopSettings>('PUT', PATH, settings, { token });
}

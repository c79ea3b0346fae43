import { apiSend } from '@/lib/api-client';

/** The server's exact success message; the form requires it together with a 2xx status. */
export const QUERY_CREATED_MESSAGE = 'Запит успішно створено!';

export interface CallbackQueryPayload {
  name: string;
  phone: string;
  query: string;
  status: 'Unprocessed';
}

interface CallbackQueryResponse {
  message?: string;
}

/** POST /api/queries (no sign-in). Resolves true only for a 2xx answer carrying the success message. */
export async function createCallbackQuery(payload: Omit<CallbackQueryPayload, 'status'>): Promise<boolean> {
  const body: CallbackQueryPayload = { ...payload, status: 'Unprocessed' };
  const response = await apiSend<CallbackQueryResponse | undefined>('POST', '/queries', body);
  return response?.message === QUERY_CREATED_MESSAGE;
}

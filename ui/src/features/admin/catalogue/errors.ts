/** The text to show for a failed call: the server's message, else a generic one. */
import { ApiError } from '@/lib/api-client';

export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.message) return error.message;
  return fallback;
}

/** Asks before deleting (the browser's confirmation, as for call-back queries). */
export function confirmed(question: string): boolean {
  return window.confirm(question);
}

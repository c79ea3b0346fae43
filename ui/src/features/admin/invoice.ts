/**
 * Opening an order's invoice: the PDF needs the staff bearer token, so it is fetched as a blob and shown from an
 * object URL. The tab is opened at the click (a window opened after an await is a blocked pop-up) and pointed at
 * the PDF once it has arrived; without a tab, the file is downloaded instead.
 */
import type { ApiFile } from '@/lib/api-client';

/** How long the object URL lives: long enough for the new tab to read it. */
const URL_LIFETIME_MS = 60_000;

export async function openFile(load: () => Promise<ApiFile>, fallbackName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob, filename } = await load();
    const url = URL.createObjectURL(blob);
    window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
    if (tab && !tab.closed) {
      tab.location.href = url;
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = filename ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    tab?.close();
    throw error;
  }
}

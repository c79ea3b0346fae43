import { useEffect } from 'react';

/**
 * App-wide UI requests that cross feature boundaries without features importing each other:
 * e.g. the contact page asks the layout to open the call-back form.
 */
const OPEN_CALLBACK = 'shop:open-callback';

export function openCallbackForm(): void {
  window.dispatchEvent(new Event(OPEN_CALLBACK));
}

/** The layout subscribes once and opens its call-back modal on request. */
export function useCallbackFormRequests(open: () => void): void {
  useEffect(() => {
    window.addEventListener(OPEN_CALLBACK, open);
    return () => window.removeEventListener(OPEN_CALLBACK, open);
  }, [open]);
}

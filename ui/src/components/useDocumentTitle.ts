import { useEffect } from 'react';
import { shop } from '@/config/shop';

/** "Lycra — Dance Fabrics" in the tab and history (the trading name in the shop settings); the name alone while the
 * title is unknown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${shop.name}` : shop.name;
  }, [title]);
}

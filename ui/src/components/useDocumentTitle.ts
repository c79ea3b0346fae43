import { useEffect } from 'react';

const SHOP_NAME = 'Dance Fabrics';

/** "Lycra — Dance Fabrics" in the tab and history; the shop name alone while the title is unknown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}

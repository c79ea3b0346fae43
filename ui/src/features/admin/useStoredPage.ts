import { useCallback, useState } from 'react';
import { getString, setString, type StorageKey } from '@/lib/storage';
import { parsePage } from './pager';

/** A list's page number kept under `key` in browser storage (orderPaginate, queryPaginage); 1 at first. */
export function useStoredPage(key: StorageKey): [number, (page: number) => void] {
  const [page, setPage] = useState(() => parsePage(getString(key)));
  const store = useCallback(
    (next: number) => {
      const value = parsePage(next);
      setString(key, String(value));
      setPage(value);
    },
    [key],
  );
  return [page, store];
}

import { useSearchParams } from 'react-router-dom';

/** A list's search, kept in the URL's ?q= beside its other state (so Back, reloads and links keep it). */
export function useSearchText(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('q')?.trim() ?? '';
  const set = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}

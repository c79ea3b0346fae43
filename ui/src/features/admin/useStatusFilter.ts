import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's status filter, kept in the URL's ?status= (so Back, reloads and links from Info keep it). The choice
 * shows at once: the router applies a URL change in a transition, and a radio button bound to the URL alone
 * would spring back until it lands. Whenever the URL changes, by the choice or otherwise (Back, a link), the URL
 * is the truth again.
 */
export function useStatusFilter<T extends string>(parse: (raw: string | null) => T | null): [T | null, (next: T | null) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = parse(params.get('status'));
  const [chosen, setChosen] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setChosen(fromUrl);
  }

  const choose = (next: T | null) => {
    setChosen(next);
    // The list's other state in the URL (its search) stays.
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('status');
        if (next) params.set('status', next);
        return params;
      },
      { replace: true },
    );
  };
  return [chosen, choose];
}

import type { ReactNode } from 'react';
import { usePolicies, type ShopPolicies } from '@/lib/policies';
import { Skeleton } from './Skeleton';

interface PolicyTextProps {
  /** The element the text is (a list item, a paragraph ...). */
  as?: 'li' | 'p' | 'span';
  className?: string;
  children: (policies: ShopPolicies) => ReactNode;
}

/**
 * A text that states one of the shop's configured periods: a placeholder line while they load, nothing at all when
 * they cannot be had (a page states no figure rather than a wrong one).
 */
export function PolicyText({ as: Element = 'span', className, children }: PolicyTextProps) {
  const { data, isError } = usePolicies();
  if (!data && isError) return null;
  return (
    <Element className={className} aria-busy={data ? undefined : true}>
      {data ? children(data) : <Skeleton width="min(28em, 90%)" />}
    </Element>
  );
}

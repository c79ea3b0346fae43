import { useDeferredValue, type ReactNode } from 'react';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import type { ProductCard as Card } from './product-types';

interface ProductGridProps {
  products: readonly Card[] | undefined;
  /** Show this many skeleton cards instead of products. */
  loading?: boolean;
  skeletons?: number;
  /** 'grid' wraps into rows; 'row' is one line that scrolls sideways on small screens. */
  layout?: 'grid' | 'row';
  /** How many leading cards load their image eagerly (those above the fold). */
  priorityCount?: number;
  empty?: ReactNode;
  label?: string;
}

/** What the grid shows before it has rendered the products it was given. */
const NOT_YET = null;

export function ProductGrid({
  products,
  loading = false,
  skeletons = 8,
  layout = 'grid',
  priorityCount = 0,
  empty = null,
  label,
}: ProductGridProps) {
  const className = layout === 'row' ? 'product-grid product-grid--row' : 'product-grid';
  // Query results reach React through useSyncExternalStore, which renders at once and in one piece; a listing's
  // cards made one long task on a phone's CPU. The cards render from a deferred copy instead: the urgent
  // render keeps the placeholders (or the previous cards), and React renders the cards in a transition, in slices
  // that yield to the browser. The placeholders keep their boxes until the cards are ready to paint.
  const shown = useDeferredValue(loading ? undefined : products, NOT_YET);
  if (shown === NOT_YET || shown === undefined) {
    return (
      <div className={className} aria-busy="true" data-testid="product-grid-loading">
        {Array.from({ length: loading || !products ? skeletons : products.length }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (shown.length === 0) return <>{empty}</>;
  return (
    <ul className={`${className} product-grid--list`} aria-label={label}>
      {shown.map((product, index) => (
        <li key={product._id ?? product.product_id} className="product-grid__item">
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

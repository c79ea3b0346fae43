import type { ReactNode } from 'react';
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
  if (loading || !products) {
    return (
      <div className={className} aria-busy="true" data-testid="product-grid-loading">
        {Array.from({ length: skeletons }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (products.length === 0) return <>{empty}</>;
  return (
    <ul className={`${className} product-grid--list`} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id ?? product.product_id} className="product-grid__item">
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

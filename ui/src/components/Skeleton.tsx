import type { CSSProperties } from 'react';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' lines, 'block' boxes, 'circle' avatars. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A shimmering placeholder; purely decorative, so wrap groups in an element with aria-busy. */
export function Skeleton({ width, height, shape = 'text', className = '' }: SkeletonProps) {
  return (
    <span
      className={`skeleton skeleton--${shape} ${className}`.trim()}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

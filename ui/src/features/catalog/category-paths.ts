import type { CategoryNode } from './types';

/** The nodes along a path of slugs (without the root), or null when a level does not exist. */
export function nodesAlong(root: CategoryNode, slugs: readonly string[]): CategoryNode[] | null {
  const found: CategoryNode[] = [];
  let children = root.children;
  for (const slug of slugs) {
    const node = children.find((child) => child.slug === slug.toLowerCase());
    if (!node) return null;
    found.push(node);
    children = node.children;
  }
  return found;
}

import { paths } from '@/config/paths';
import type { CategoryNode, MainCategory } from './types';

/** The storefront URL of a category given by its slugs below the main category. */
export function categoryHref(main: MainCategory, slugs: readonly string[]): string {
  const [a, b, c] = slugs;
  switch (main) {
    case 'fabrics':
      if (a !== undefined && b !== undefined && c !== undefined) return paths.fabrics.subsubfabric.href(a, b, c);
      if (a !== undefined && b !== undefined) return paths.fabrics.subfabric.href(a, b);
      if (a !== undefined) return paths.fabrics.fabric.href(a);
      return paths.fabrics.href();
    case 'crystals':
    case 'accessories': {
      const root = paths[main];
      if (a !== undefined && b !== undefined && c !== undefined) return root.subsubcategory.href(a, b, c);
      if (a !== undefined && b !== undefined) return root.subcategory.href(a, b);
      if (a !== undefined) return root.category.href(a);
      return root.href();
    }
    case 'collections':
      // Collections have two levels of pages; a third level is a filter of the collection's page.
      if (a !== undefined && b !== undefined) return `${paths.collections.collection.href(a)}?sub=${encodeURIComponent(b)}`;
      if (a !== undefined) return paths.collections.collection.href(a);
      return paths.collections.href();
  }
}

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

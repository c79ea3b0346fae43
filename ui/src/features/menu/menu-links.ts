/**
 * Turns menu data into the links a mega menu shows: display names by the spec's rule (the part after
 * '__' in Ukrainian, otherwise the first part cut at '_' or ' -') and URLs from config/paths.
 */
import { categoryName } from '@/components/category-name';
import { categoryHref, paths } from '@/config/paths';
import type { Language } from '@/lib/language';
import type { CategoryMenuKey, MenuBrand, MenuNode } from './types';

export interface MenuLink {
  key: string;
  label: string;
  href: string;
}

export interface MenuGroup extends MenuLink {
  links: MenuLink[];
}

/** A link value from the data when it is a site path; anything else is ignored. */
function dataLink(link: string | null | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

export function brandLinks(brands: MenuBrand[]): MenuLink[] {
  return brands.map((brand) => ({ key: brand.slug, label: brand.name, href: paths.brands.brand.href(brand.slug) }));
}

/** Fabrics: /fabrics/{category} and /fabrics/{category}/{subcategory}, from the slugs. */
export function fabricGroups(tree: MenuNode, language: Language): MenuGroup[] {
  return tree.children.map((category) => ({
    key: category.slug,
    label: categoryName(category, language),
    href: categoryHref('fabrics', [category.slug]),
    links: category.children.map((sub) => ({
      key: sub.slug,
      label: categoryName(sub, language),
      href: categoryHref('fabrics', [category.slug, sub.slug]),
    })),
  }));
}

/**
 * Crystals, accessories, collections: /{main}/{name} or the node's own link. Crystals and
 * accessories also list their third level (/{main}/{name}/{sub}); collections have no such pages.
 */
export function categoryGroups(main: CategoryMenuKey, tree: MenuNode, language: Language): MenuGroup[] {
  return tree.children.map((node) => ({
    key: node.slug,
    label: categoryName(node, language),
    href: dataLink(node.link) ?? categoryHref(main, [node.slug]),
    links:
      main === 'crystals' || main === 'accessories'
        ? node.children.map((child) => ({
            key: child.slug,
            label: categoryName(child, language),
            href: dataLink(child.link) ?? categoryHref(main, [node.slug, child.slug]),
          }))
        : [],
  }));
}

/** "All fabrics" and the like: the landing page of a mega menu's category. */
export const menuLandingHref = {
  brands: paths.brands.href(),
  fabrics: paths.fabrics.href(),
  crystals: paths.crystals.href(),
  accessories: paths.accessories.href(),
  collections: paths.collections.href(),
} as const;

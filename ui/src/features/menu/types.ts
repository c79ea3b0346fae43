/** Menu data as the API sends it (GET /api/menu/{main}, GET /api/brands/brands). */
export interface MenuNode {
  _id: string | null;
  /** Stored display name: 'English part_or - extra__Ukrainian part'. */
  name: string;
  slug: string;
  level: number;
  /** Slugs from the main category down. */
  path: string[];
  /** The storefront URL the data supplies for this node, if any. */
  link: string | null;
  image: string | null;
  count: number | null;
  children: MenuNode[];
}

export interface MenuBrand {
  _id: string;
  name: string;
  slug: string;
  logo: string | null;
  link: string;
}

/** The category-bar entries that open a mega menu. */
export const MEGA_MENUS = ['brands', 'fabrics', 'crystals', 'accessories', 'collections'] as const;
export type MegaMenuKey = (typeof MEGA_MENUS)[number];
export type CategoryMenuKey = Exclude<MegaMenuKey, 'brands'>;

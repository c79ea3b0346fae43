import { paths } from '@/config/paths';
import type { MegaMenuKey } from '@/features/menu/types';

export type CategoryKey = 'new' | MegaMenuKey | 'sale' | 'giftCards';

/** The category bar's eight entries, in the spec's order; five of them open a mega menu. */
export const CATEGORY_ENTRIES: { key: CategoryKey; href: string; menu?: MegaMenuKey }[] = [
  { key: 'new', href: paths.newProducts.href() },
  { key: 'brands', href: paths.brands.href(), menu: 'brands' },
  { key: 'fabrics', href: paths.fabrics.href(), menu: 'fabrics' },
  { key: 'crystals', href: paths.crystals.href(), menu: 'crystals' },
  { key: 'accessories', href: paths.accessories.href(), menu: 'accessories' },
  { key: 'collections', href: paths.collections.href(), menu: 'collections' },
  { key: 'sale', href: paths.sale.href() },
  { key: 'giftCards', href: paths.giftCards.href() },
];

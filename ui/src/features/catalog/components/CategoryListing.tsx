import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { categoryName } from '@/components/category-name';
import { useMergedColours } from '@/components/ListingFilters';
import { NotFound } from '@/components/NotFound';
import { PageHeader } from '@/components/PageHeader';
import { ProductListing, SubcategoryLinks } from '@/components/ProductListing';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useLanguage } from '@/components/useLanguage';
import { isNotFoundError, useListingParams } from '@/components/useListingParams';
import { categoryHref, paths } from '@/config/paths';
import { useCategoryListing, useCategoryTree, useColourFacets } from '../api';
import { nodesAlong } from '../category-paths';
import type { CategoryNode, MainCategory } from '../types';

interface CategoryListingProps {
  main: MainCategory;
  /** Slugs below the main category, from the URL. */
  slugs: string[];
}

/** Every category page: /fabrics/..., /crystals/..., /accessories/..., /collections/... at each depth. */
export function CategoryListing({ main, slugs: routeSlugs }: CategoryListingProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  // A collection's third level is chosen with ?sub= (collections have two levels of pages).
  const sub = main === 'collections' && routeSlugs.length === 1 ? searchParams.get('sub') : null;
  const slugs = sub ? [...routeSlugs, sub] : routeSlugs;

  const { apiParams } = useListingParams();
  const tree = useCategoryTree(main);
  const listing = useCategoryListing(main, slugs, apiParams);
  const [ct2, ct3, ct4] = slugs;
  const colours = useMergedColours(useColourFacets({ ct1: main, ct2, ct3, ct4 }).data);

  const nodes = tree.data ? nodesAlong(tree.data, slugs) : undefined;
  const current: CategoryNode | undefined = nodes?.at(-1) ?? tree.data;
  const name = (node: CategoryNode) => categoryName(node, language);
  const mainTitle = t(`mains.${main}.title`);
  const title = slugs.length === 0 ? mainTitle : nodes ? name(nodes.at(-1)!) : null;
  useDocumentTitle(title);
  // The tree arrives through useSyncExternalStore, which renders at once and in one piece; the page itself is
  // rendered from this deferred flag instead, in a transition React slices (the placeholder keeps the main area).
  const showPage = useDeferredValue(!tree.isPending, false);

  if (isNotFoundError(listing.error) || isNotFoundError(tree.error) || nodes === null) return <NotFound />;
  // The heading, breadcrumbs and sub-category links come from the tree: until it is here the page waits whole
  // (the main area keeps its height), so the links never push the listing down when they arrive.
  if (tree.isPending || !showPage) return <div className="container page" aria-busy="true" />;

  const crumbs = [
    { label: mainTitle, href: categoryHref(main, []) },
    ...(nodes ?? []).map((node, index) => ({ label: name(node), href: categoryHref(main, slugs.slice(0, index + 1)) })),
  ];
  const children = current?.children ?? [];
  const childLinks = children.map((child) => ({
    label: name(child),
    href: categoryHref(main, [...slugs, child.slug]),
    count: child.count,
  }));
  // The fabrics menu also leads to browsing by colour (spec section 2); so does the fabrics page.
  if (main === 'fabrics' && slugs.length === 0) childLinks.push({ label: t('byColour.title'), href: paths.browseByColor.href(), count: null });
  // On a collection's third level, its siblings stay on screen so the shopper can switch.
  const siblingLinks =
    sub && nodes && nodes.length === 2
      ? nodes[0]!.children.map((child) => ({
          label: name(child),
          href: categoryHref(main, [routeSlugs[0]!, child.slug]),
          current: child.slug === sub,
        }))
      : [];

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={crumbs} intro={slugs.length === 0 ? t(`mains.${main}.intro`) : undefined}>
        {main === 'collections' && slugs.length === 0 && children.length > 0 ? (
          <ul className="tiles" aria-label={t('collections.tilesLabel')}>
            {children.map((child) => (
              <li key={child.slug}>
                <Link className="tile" to={categoryHref(main, [child.slug])}>
                  {child.image && <img src={child.image} alt="" width="400" height="400" loading="lazy" decoding="async" />}
                  <span className="tile__name">{name(child)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <SubcategoryLinks
            items={siblingLinks.length > 0 ? siblingLinks : childLinks}
            label={t('subcategories', { name: title ?? mainTitle })}
          />
        )}
      </PageHeader>
      <ProductListing
        query={listing}
        defaultSort="newest"
        colours={colours}
        label={t('listing.label', { name: title ?? mainTitle })}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { useMergedColours } from '@/components/ListingFilters';
import { PageHeader } from '@/components/PageHeader';
import { ProductListing } from '@/components/ProductListing';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useListingParams } from '@/components/useListingParams';
import { paths } from '@/config/paths';
import { useColourFacets, useFeedListing } from '../api';

/** /new and /sale: the newest products and the discounted ones. */
export function FeedListing({ feed }: { feed: 'new' | 'sales' }) {
  const { t } = useTranslation('catalog');
  const { apiParams } = useListingParams();
  const listing = useFeedListing(feed, apiParams);
  const merged = useMergedColours(useColourFacets({}).data);
  const key = feed === 'new' ? 'newPage' : 'salePage';
  const title = t(`${key}.title`);
  useDocumentTitle(title);

  // Counts are for the whole catalogue here, not for this list, so they are not shown.
  const colours = merged?.map((colour) => ({ ...colour, count: 0 }));

  return (
    <div className="container page">
      <PageHeader title={title} crumbs={[{ label: title }]} intro={t(`${key}.intro`)} />
      <ProductListing
        query={listing}
        defaultSort={feed === 'new' ? 'newest' : 'discount'}
        sorts={feed === 'new' ? undefined : ['discount', 'newest', 'price_asc', 'price_desc', 'name']}
        colours={colours}
        label={title}
        empty={
          <EmptyState
            icon="box"
            title={t(`${key}.emptyTitle`)}
            text={t(`${key}.emptyText`)}
            actions={
              <Link className="button button--secondary" to={paths.fabrics.href()}>
                {t('browseFabrics')}
              </Link>
            }
          />
        }
      />
    </div>
  );
}

import { useSearchParams } from 'react-router-dom';
import { ApiError, type QueryParams } from '@/lib/api-client';
import { listingApiParams, LISTING_PAGE_SIZE, parseListing, type ListingState } from './listing-params';

/** The listing state of the current URL and the matching API parameters. */
export function useListingParams(limit = LISTING_PAGE_SIZE): { state: ListingState; apiParams: QueryParams } {
  const [searchParams] = useSearchParams();
  const state = parseListing(searchParams);
  return { state, apiParams: listingApiParams(state, limit) };
}

/** The API answered 404: the category, brand, colour or product does not exist. */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

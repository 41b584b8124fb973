import { useQuery } from '../query';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../api';
import { QUERY_ROOTS } from './query-roots';

// One listing in full: the listings' details modal shows it and the bid form is built on it (one cache entry, so a
// bid started from the details modal asks for nothing again).

export const listingDetailKey = (id: string) => [...QUERY_ROOTS.listings, 'detail', id] as const;

export const getListing = (id: string) => apiFetch<ListingDetail>(`/listings/${encodeURIComponent(id)}`);

/** One listing with every field of the details modal. */
export const useListing = (id: string | null | undefined) =>
  useQuery({ queryKey: listingDetailKey(id ?? ''), queryFn: () => getListing(id!), enabled: Boolean(id) });

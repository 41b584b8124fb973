import { useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

export const getListing = (id: string) => apiFetch<ListingDetail>(`/listings/${encodeURIComponent(id)}`);

/** One listing with every field of the details modal. */
export const useListing = (id: string | null | undefined) =>
  useQuery({ queryKey: listingKeys.detail(id ?? ''), queryFn: () => getListing(id!), enabled: Boolean(id) });

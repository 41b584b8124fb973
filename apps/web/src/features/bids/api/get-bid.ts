import { useQuery } from '../../../lib/query';
import { bidPath } from '@homebid/shared/api-paths';
import type { Bid } from '@homebid/shared/schemas/bid';
import { apiFetch } from '../../../lib/api';
import { bidKeys } from './bid-keys';

export const getBid = (id: string) => apiFetch<Bid>(bidPath(id));

/** One whole bid (its bidder or the listing's poster only). */
export const useBid = (id: string | null | undefined) => useQuery({ queryKey: bidKeys.detail(id ?? ''), queryFn: () => getBid(id!), enabled: Boolean(id) });

import { useQuery } from '../../../lib/query';
import type { MyBidList } from '@homebid/shared/schemas/bid';
import { MY_BIDS_PATH } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';
import { bidKeys } from './bid-keys';

export const listMyBids = () => apiFetch<MyBidList>(MY_BIDS_PATH);

/** My Bids, newest first. Also tells post cards which listings already carry my bid (one request per page). */
export const useMyBids = (isEnabled = true) => useQuery({ queryKey: bidKeys.mine, queryFn: listMyBids, enabled: isEnabled, staleTime: 15_000 });

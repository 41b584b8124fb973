import type { BidStatus } from '@homebid/shared/schemas/bid';

/** What My Bids calls each state; an accepted contract reads 'Won'. */
export function getBidStatusLabel(bid: { status: BidStatus; isWon?: boolean }): string {
  if (bid.isWon || bid.status === 'contract_started') return 'Won';
  const labels: Record<BidStatus, string> = {
    submitted: 'Submitted',
    declined: 'Declined',
    contract_created: 'Contract offered',
    contract_started: 'Won',
    end_by_poster: 'Ended',
  };
  return labels[bid.status];
}

export const BID_STATUS_COLORS: Record<BidStatus, string> = {
  submitted: 'blue',
  declined: 'red',
  contract_created: 'gold',
  contract_started: 'green',
  end_by_poster: 'default',
};

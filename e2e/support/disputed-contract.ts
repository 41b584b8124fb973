// A contract whose first milestone is funded into escrow by card and in dispute, made through the API as the two sides
// would (the escrow scenario drives the same steps in the browser): the start of an operator's decision.
import { expect } from 'vitest';
import type { ContractEscrow, DisputeView } from '@homebid/shared/schemas/escrow';
import type { PayMilestoneResponse } from '@homebid/shared/schemas/milestone-payment';
import { hireTwoMilestoneContract, setupSellerCardAccount } from './pay-milestones';
import type { RunningServer } from './server';
import type { ApiUser } from './users';

export interface DisputedContract {
  contractId: string;
  bidId: string;
  disputeId: string;
  /** The disputed milestone's amount ($300). */
  amountCents: number;
}

/**
 * `poster` hires `bidder` on a new listing (two milestones, $300 and $200), funds milestone 1 by card (the sandbox's
 * card form confirms 4242 4242 4242 4242; its webhook settles the payment into escrow) and opens a dispute on it.
 */
export async function disputedContract(server: RunningServer, poster: ApiUser, bidder: ApiUser, listingTitle: string): Promise<DisputedContract> {
  const { contractId, bidId } = await hireTwoMilestoneContract(server, poster, bidder, listingTitle);
  await setupSellerCardAccount(bidder);
  const funded = await poster.api<PayMilestoneResponse>(`/contracts/${contractId}/milestones/1/fund`, { method: 'POST', body: { method: 'card' } });
  if (!funded.clientSecret) throw new Error('Funding by card came without a client secret');
  await poster.api(`/payments/sandbox/payment-intents/${funded.clientSecret.split('_secret_')[0]}/confirm`, {
    method: 'POST',
    body: { clientSecret: funded.clientSecret, cardNumber: '4242424242424242' },
  });
  const milestone1 = async () => (await poster.api<ContractEscrow>(`/contracts/${contractId}/escrow`)).milestones.find((m) => m.position === 1)!;
  await expect.poll(async () => (await milestone1()).state, { timeout: 20_000 }).toBe('funded');
  const dispute = await poster.api<DisputeView>(`/contracts/${contractId}/milestones/1/disputes`, {
    method: 'POST',
    body: { reason: 'work_not_as_described', statement: 'Half of the deck boards are loose and the railing is missing.' },
  });
  return { contractId, bidId, disputeId: dispute.id, amountCents: (await milestone1()).amountCents };
}

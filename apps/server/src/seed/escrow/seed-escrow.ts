import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { markMilestoneDone } from '../../modules/contracts/milestone-work.service';
import { openDispute, proposeSplit, respondToDispute } from '../../modules/disputes/disputes.service';
import { releaseMilestone } from '../../modules/escrow/escrow-actions.service';
import { payMilestone } from '../../modules/milestone-payments/pay-milestone.service';
import { getPaymentStatus } from '../../modules/milestone-payments/payment-status.service';
import { completeSandboxOnboarding, startCardOnboarding } from '../../modules/payout-setup/card-account.service';
import { getPaymentProfile } from '../../modules/payout-setup/payment-profile';
import { drawPatternPng } from '../listings/generated-images';

type SeedContext = Pick<AppContext, 'config' | 'db' | 'payments' | 'storage'>;

/** The sandbox's test card that succeeds (what the demo poster would type on the card form). */
const SUCCEEDING_CARD = '4242424242424242';

/** The modules' provider calls log a provider's refusal here; the seed then fails on the refusal itself. */
const log = { warn: (details: unknown, message?: string) => console.warn(message ?? 'demo seed', details) } as Pick<FastifyBaseLogger, 'warn'>;

export interface EscrowDemoParties {
  poster: { id: string };
  contractor: { id: string; email: string; businessName: string };
}

/**
 * Escrow in the demo, through the same functions the API calls and the sandbox card provider, so the books are
 * real: on `reviewContractId`, milestone 1 funded by card, marked done and released, and milestone 2 funded and
 * submitted for review with a note and a photo (the poster sees Approve & Release and Request Changes); on
 * `disputeContractId`, milestone 1 funded and in dispute opened by the poster, with the contractor's response
 * and a split the contractor proposed (the poster sees Accept split). Does nothing when escrow is off or the card
 * provider is a real vendor (no test card to fund with). Returns whether it made them.
 */
export async function seedEscrow(ctx: SeedContext, parties: EscrowDemoParties, reviewContractId: string | undefined, disputeContractId: string | undefined): Promise<boolean> {
  const cardPages = ctx.payments.card.sandbox;
  if (!ctx.config.escrow.enabled || !cardPages || !reviewContractId || !disputeContractId) return false;
  const { poster, contractor } = parties;

  // the seller's card account, onboarded through the sandbox's form as Receiving payments does: funding needs it
  await startCardOnboarding(ctx, log, contractor);
  const accountId = (await getPaymentProfile(ctx.db, contractor.id))!.cardAccountId!;
  await completeSandboxOnboarding(ctx, log, contractor.id, { accountId, businessName: contractor.businessName });

  /** 'Fund Milestone' by card: the attempt, the card form's confirmation, then the server reads the payment as the page does. */
  const fundByCard = async (contractId: string, position: number) => {
    const started = await payMilestone(ctx, log, poster.id, contractId, position, 'card', 'fund');
    const clientSecret = started.clientSecret!;
    await cardPages.confirmPaymentIntent({ paymentIntentId: clientSecret.split('_secret_')[0]!, clientSecret, cardNumber: SUCCEEDING_CARD });
    const payment = await getPaymentStatus(ctx, log, poster.id, started.payment.id);
    if (payment.status !== 'succeeded') throw new Error(`demo seed: funding milestone ${position} of ${contractId} ended ${payment.status}`);
  };

  await fundByCard(reviewContractId, 1);
  await markMilestoneDone(ctx, contractor.id, reviewContractId, 1, { fields: { note: 'Materials delivered and the site is prepared.' } });
  await releaseMilestone(ctx, log, poster.id, reviewContractId, 1);
  await fundByCard(reviewContractId, 2);
  const photo = drawPatternPng({ width: 480, height: 320, hue: 28, pattern: 3, accent: 150, band: 0.22 });
  await markMilestoneDone(ctx, contractor.id, reviewContractId, 2, {
    fields: { note: 'All done and cleaned up. Photo of the finished work attached; please review and release.' },
    file: { bytes: photo, fileName: 'finished-work.png' },
  });

  await fundByCard(disputeContractId, 1);
  const dispute = await openDispute(ctx, poster.id, disputeContractId, 1, {
    reason: 'work_not_as_described',
    statement: 'Only half of the preparation was done before the crew left: the old materials are still on site.',
  });
  await respondToDispute(ctx, log, contractor.id, dispute.id, 'The preparation was finished except the haul-away, which is booked for Monday.');
  // about two thirds to the contractor for the work done, rounded to the dollar, the rest back to the poster
  const releaseCents = Math.round((dispute.amountCents * 2) / 3 / 100) * 100;
  await proposeSplit(ctx, log, contractor.id, dispute.id, { releaseCents, note: 'A fair share for the preparation done; the rest back to you.' });
  return true;
}

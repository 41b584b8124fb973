import { z } from 'zod';
import { DISPUTE_MSG, ESCROW_MSG } from '../constants/escrow';
import { MONEY_CENTS_MSG } from '../money';
import { DISPUTE_EVENT_KINDS, DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_SETTLEMENTS, DISPUTE_STATES } from '../domain/dispute';
import { ESCROW_STATES } from '../domain/escrow';
import { PAYMENT_METHODS } from '../domain/milestone-payment';

// plain constants live in constants/escrow.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/escrow';

/**
 * Escrow and disputes API (under /api, signed in; anyone but the contract's two sides gets 404).
 *
 *   GET  /api/contracts/:id/escrow                                -> ContractEscrow (both sides)
 *   POST /api/contracts/:id/milestones/:position/fund             PayMilestoneInput -> PayMilestoneResponse (poster;
 *        the same quote, gates and card/bank flow as pay, but the money is held by HomeBid)
 *   POST /api/contracts/:id/milestones/:position/done             the bidder's Mark as Done, multipart with an optional
 *        'note': on a funded milestone it submits the milestone for review
 *   POST /api/contracts/:id/milestones/:position/release          -> EscrowActionResult (poster: Approve & Release)
 *   POST /api/contracts/:id/milestones/:position/request-changes  RequestChangesInput -> EscrowActionResult (poster)
 *   POST /api/contracts/:id/milestones/:position/refund           -> EscrowActionResult (seller)
 *   POST /api/contracts/:id/milestones/:position/disputes         OpenDisputeInput -> DisputeView (either side)
 *   POST /api/disputes/:id/evidence                               multipart 'file' (JPG, PNG, PDF, 10 MB) -> DisputeView
 *   GET  /api/disputes/:id/evidence/:fileId                       the file (the two sides and operators only)
 *   POST /api/disputes/:id/respond                                DisputeStatementInput -> DisputeView (the other side)
 *   POST /api/disputes/:id/proposals                              ProposeSplitInput -> DisputeView (either side)
 *   POST /api/disputes/:id/accept                                 AcceptSplitInput -> DisputeView (the side that did not propose)
 *   POST /api/disputes/:id/ask-homebid                            -> DisputeView (either side)
 *   POST /api/admin/disputes/:id/decision                         DecideDisputeInput -> DisputeView (operators, step-up)
 */

const cents = z.number().int().min(0);

export const escrowMilestoneSchema = z.object({
  position: z.number().int(),
  state: z.enum(ESCROW_STATES),
  /** The state in the product's words ('Release failed, retrying' while a payout waits for its retry). */
  label: z.string(),
  amountCents: cents,
  /** Held by HomeBid for this milestone now. */
  heldCents: cents,
  releasedCents: cents,
  refundedCents: cents,
  method: z.enum(PAYMENT_METHODS).nullable(),
  fundedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submitNote: z.string().nullable(),
  changesNote: z.string().nullable(),
  autoReleaseAt: z.string().nullable(),
  /** A payout waiting for a retry after the provider failed it. */
  payoutProblem: z.enum(['release', 'refund']).nullable(),
  /** The open (or last) dispute of the milestone. */
  disputeId: z.string().nullable(),
});
export type EscrowMilestone = z.infer<typeof escrowMilestoneSchema>;

export const disputeFileSchema = z.object({ id: z.string(), name: z.string(), mime: z.string(), sizeBytes: z.number().int(), url: z.string() });
export type DisputeFile = z.infer<typeof disputeFileSchema>;

export const disputeEventSchema = z.object({
  id: z.string(),
  kind: z.enum(DISPUTE_EVENT_KINDS),
  /** Who: a side of the contract, HomeBid's staff, or the deadline. */
  actor: z.enum(['poster', 'bidder', 'homebid', 'system']),
  actorName: z.string(),
  note: z.string().nullable(),
  /** A proposal or decision: the cents released to the seller. */
  releaseCents: cents.nullable(),
  file: disputeFileSchema.nullable(),
  createdAt: z.string(),
});
export type DisputeEvent = z.infer<typeof disputeEventSchema>;

export const disputeViewSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  milestonePosition: z.number().int(),
  amountCents: cents,
  state: z.enum(DISPUTE_STATES),
  reason: z.enum(DISPUTE_REASONS),
  reasonText: z.string().nullable(),
  openedBy: z.enum(['poster', 'bidder']),
  /** The viewer's side (operators read as 'homebid'). */
  viewerSide: z.enum(['poster', 'bidder', 'homebid']),
  responseDueAt: z.string(),
  proposal: z.object({ by: z.enum(['poster', 'bidder']), releaseCents: cents, createdAt: z.string() }).nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  settlement: z.enum(DISPUTE_SETTLEMENTS).nullable(),
  releaseCents: cents.nullable(),
  refundCents: cents.nullable(),
  settledAt: z.string().nullable(),
  events: z.array(disputeEventSchema),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;

export const contractEscrowSchema = z.object({
  contractId: z.string(),
  /** False when the deployment turned escrow off (ESCROW=off): the pages show direct payment only. */
  enabled: z.boolean(),
  autoReleaseDays: z.number(),
  disputeResponseDays: z.number(),
  fundedCents: cents,
  heldCents: cents,
  releasedCents: cents,
  refundedCents: cents,
  /** The contract's '$ Milestone Paid', read with this escrow: a page whose contract figures differ reads them again. */
  totalPaidCents: cents,
  milestones: z.array(escrowMilestoneSchema),
  disputes: z.array(disputeViewSchema),
});
export type ContractEscrow = z.infer<typeof contractEscrowSchema>;

export const escrowActionResultSchema = z.object({ message: z.string(), milestone: escrowMilestoneSchema });
export type EscrowActionResult = z.infer<typeof escrowActionResultSchema>;

const note = (required: string) => z.string({ error: required }).trim().min(1, required).max(2000, ESCROW_MSG.noteTooLong);

export const requestChangesInputSchema = z.object({ message: note(ESCROW_MSG.changesMessageRequired) });
export type RequestChangesInput = z.infer<typeof requestChangesInputSchema>;

const statement = z.string({ error: DISPUTE_MSG.statementRequired }).trim().min(1, DISPUTE_MSG.statementRequired).max(4000, DISPUTE_MSG.statementTooLong);

export const openDisputeInputSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: DISPUTE_MSG.reasonRequired }),
    reasonText: z.string().trim().max(200, DISPUTE_MSG.statementTooLong).optional(),
    statement,
  })
  .refine((v) => v.reason !== 'other' || (v.reasonText && v.reasonText.length > 0), { message: DISPUTE_MSG.otherTextRequired, path: ['reasonText'] });
export type OpenDisputeInput = z.infer<typeof openDisputeInputSchema>;

export const disputeStatementInputSchema = z.object({ statement });
export type DisputeStatementInput = z.infer<typeof disputeStatementInputSchema>;

const releaseCents = z.number({ error: DISPUTE_MSG.releaseOutOfRange }).int(MONEY_CENTS_MSG).min(0, DISPUTE_MSG.releaseOutOfRange).max(100_000_000_00, DISPUTE_MSG.releaseOutOfRange);

const optionalNote = z.string().trim().max(2000, ESCROW_MSG.noteTooLong).optional();
/** The optional note sent with a milestone's photo or a dispute's evidence (a multipart field, checked by its service). */
export const uploadNoteSchema = z.object({ note: optionalNote });
export const proposeSplitInputSchema = z.object({ releaseCents, note: optionalNote });
export type ProposeSplitInput = z.infer<typeof proposeSplitInputSchema>;

/** The proposal being accepted, as the accepting side saw it: a proposal changed in the meantime is not accepted. */
export const acceptSplitInputSchema = z.object({ releaseCents });
export type AcceptSplitInput = z.infer<typeof acceptSplitInputSchema>;

export const decideDisputeInputSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    releaseCents: releaseCents.optional(),
    note: z.string({ error: DISPUTE_MSG.noteRequired }).trim().min(1, DISPUTE_MSG.noteRequired).max(4000, DISPUTE_MSG.statementTooLong),
  })
  .refine((v) => v.outcome !== 'split' || v.releaseCents !== undefined, { message: DISPUTE_MSG.releaseOutOfRange, path: ['releaseCents'] });
export type DecideDisputeInput = z.infer<typeof decideDisputeInputSchema>;

export const disputeParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const disputeFileParamsSchema = z.object({ id: z.string().min(1).max(100), fileId: z.string().min(1).max(100) });

import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeEvent, DisputeFile, DisputeView } from '@homebid/shared/schemas/escrow';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contracts } from '../../db/schema/bids';
import { disputeEvents, disputeFiles, disputes } from '../../db/schema/escrow';
import { toIso } from '../../db/to-iso';
import type { Storage } from '../../platform/storage/storage';
import type { DisputeRow, DisputeViewer } from './dispute-access';

type ViewContext = { db: Database; storage: Storage };
type FileRow = typeof disputeFiles.$inferSelect;
type EventRow = typeof disputeEvents.$inferSelect;

/** Where an evidence file is read: through the API, which lets only the two sides and operators have it. */
export const evidenceUrl = (disputeId: string, fileId: string) => `/api/disputes/${disputeId}/evidence/${fileId}`;

/** How the timeline names HomeBid's staff and its deadline: never an operator's own name. */
const HOMEBID_NAME = 'HomeBid';

const posters = alias(users, 'poster_user');
const bidders = alias(users, 'bidder_user');

const toFile = (file: FileRow): DisputeFile => ({ id: file.id, name: file.name, mime: file.mime, sizeBytes: file.sizeBytes, url: evidenceUrl(file.disputeId, file.id) });

function toEvent(event: EventRow, file: FileRow | null, names: { poster: string; bidder: string }): DisputeEvent {
  return {
    id: String(event.id),
    kind: event.kind,
    actor: event.actor,
    actorName: event.actor === 'poster' ? names.poster : event.actor === 'bidder' ? names.bidder : HOMEBID_NAME,
    note: event.note,
    releaseCents: event.releaseCents,
    file: file ? toFile(file) : null,
    createdAt: toIso(event.createdAt),
  };
}

function toView(d: DisputeRow, viewer: DisputeViewer, events: DisputeEvent[]): DisputeView {
  const settled = d.state === 'settled';
  return {
    id: d.id,
    contractId: d.contractId,
    milestonePosition: d.milestonePosition,
    amountCents: d.amountCents,
    state: d.state,
    reason: d.reason,
    reasonText: d.reasonText,
    openedBy: d.openedBy,
    viewerSide: viewer,
    responseDueAt: toIso(d.responseDueAt),
    // an open proposal only: once settled there is nothing left to accept
    proposal: !settled && d.proposalBy && d.proposalReleaseCents !== null && d.proposalAt ? { by: d.proposalBy, releaseCents: d.proposalReleaseCents, createdAt: toIso(d.proposalAt) } : null,
    outcome: d.outcome,
    settlement: d.settlement,
    releaseCents: d.releaseCents,
    refundCents: d.releaseCents === null ? null : d.amountCents - d.releaseCents,
    settledAt: d.settledAt ? toIso(d.settledAt) : null,
    events,
  };
}

/** The disputes a condition selects, oldest first, each with its timeline oldest first. */
async function loadViews(ctx: ViewContext, rows: Array<{ dispute: DisputeRow; posterName: string; bidderName: string }>, viewer: DisputeViewer): Promise<DisputeView[]> {
  if (rows.length === 0) return [];
  const events = await ctx.db
    .select({ event: disputeEvents, file: disputeFiles })
    .from(disputeEvents)
    .leftJoin(disputeFiles, eq(disputeFiles.id, disputeEvents.fileId))
    .where(
      inArray(
        disputeEvents.disputeId,
        rows.map((r) => r.dispute.id),
      ),
    )
    // ids follow the order of writing; created_at is the transaction's start and may tie
    .orderBy(asc(disputeEvents.id));
  return rows.map(({ dispute, posterName, bidderName }) => {
    const names = { poster: posterName, bidder: bidderName };
    const timeline = events.filter((e) => e.event.disputeId === dispute.id).map((e) => toEvent(e.event, e.file, names));
    return toView(dispute, viewer, timeline);
  });
}

const selectDisputes = (db: Database) =>
  db
    .select({ dispute: disputes, posterName: posters.name, bidderName: bidders.name })
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .innerJoin(posters, eq(posters.id, contracts.posterId))
    .innerJoin(bidders, eq(bidders.id, contracts.bidderId));

/**
 * Every dispute of a contract as `viewer` sees it (the caller has checked that the viewer is a side, or an operator):
 * oldest first, each with its timeline, files linked through the API.
 */
export async function listContractDisputes(ctx: ViewContext, contractId: string, viewer: DisputeViewer): Promise<DisputeView[]> {
  const rows = await selectDisputes(ctx.db).where(eq(disputes.contractId, contractId)).orderBy(asc(disputes.createdAt), asc(disputes.id));
  return loadViews(ctx, rows, viewer);
}

/** One dispute as `viewer` sees it (the caller has checked access). */
export async function getDisputeView(ctx: ViewContext, disputeId: string, viewer: DisputeViewer): Promise<DisputeView> {
  const rows = await selectDisputes(ctx.db).where(eq(disputes.id, disputeId));
  const [view] = await loadViews(ctx, rows, viewer);
  if (!view) throw new Error(`dispute ${disputeId} not found`);
  return view;
}

import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { disputeEvents, escrowMilestones, escrowPayouts } from '../../src/db/schema/escrow';
import type { TestUser } from '../factories';
import { fundByCard } from './escrow';
import { buildAcceptedContract, setupSellerCard } from './milestone-payments';
import { buildMultipart, type MultipartFile } from './upload-files';

export { buildPaymentsTestApp, errorOf } from './milestone-payments';

/** An accepted contract ($300 + $200) whose seller takes card payouts, with the given milestones funded by card. */
export async function buildFundedContract(app: App, positions: number[] = [1]) {
  const parties = await buildAcceptedContract(app);
  await setupSellerCard(app, parties.bidder);
  for (const position of positions) await fundByCard(parties.poster, parties.contractId, position);
  return parties;
}

export const OPEN_BODY = { reason: 'work_not_delivered', statement: 'Nothing was delivered on the agreed date.' };

/** POST open a dispute as `user`. */
export const openDisputeAs = (user: TestUser, contractId: string, position: number, body: Record<string, unknown> = OPEN_BODY) =>
  user.request({ method: 'POST', url: `/api/contracts/${contractId}/milestones/${position}/disputes`, payload: body });

/** Opens a dispute and returns its id (throws when the server refuses). */
export async function openDisputeId(user: TestUser, contractId: string, position: number, body?: Record<string, unknown>): Promise<string> {
  const response = await openDisputeAs(user, contractId, position, body);
  if (response.statusCode !== 201) throw new Error(`open dispute failed: ${response.body}`);
  return response.json().id;
}

/** POST /api/disputes/:id/<action> as `user`. */
export const disputeAction = (user: TestUser, disputeId: string, action: 'respond' | 'proposals' | 'accept' | 'ask-homebid', payload?: Record<string, unknown>) =>
  user.request({ method: 'POST', url: `/api/disputes/${disputeId}/${action}`, ...(payload ? { payload } : {}) });

export const decide = (user: TestUser, disputeId: string, payload: Record<string, unknown>) => user.request({ method: 'POST', url: `/api/admin/disputes/${disputeId}/decision`, payload });

export const uploadEvidence = (user: TestUser, disputeId: string, files: MultipartFile[], fields: Record<string, string> = {}) =>
  user.request({ method: 'POST', url: `/api/disputes/${disputeId}/evidence`, ...buildMultipart(fields, files) });

/** A small but real PDF: enough for content sniffing. */
export const createPdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

/** Makes `user` one of HomeBid's operators, straight in the database (the operator console of issue 28 will do it). */
export const makeOperator = (app: App, user: TestUser, role: 'support' | 'admin' = 'support') => app.ctx.db.execute(sql`UPDATE users SET role = ${role} WHERE id = ${user.id}`);

export async function escrowRow(app: App, contractId: string, position: number) {
  const [row] = await app.ctx.db.select().from(escrowMilestones).where(and(eq(escrowMilestones.contractId, contractId), eq(escrowMilestones.position, position)));
  return row;
}

export const payoutsOf = (app: App, contractId: string, position: number) =>
  app.ctx.db.select().from(escrowPayouts).where(and(eq(escrowPayouts.contractId, contractId), eq(escrowPayouts.milestonePosition, position)));

export const eventKinds = async (app: App, disputeId: string) =>
  (await app.ctx.db.select({ kind: disputeEvents.kind }).from(disputeEvents).where(eq(disputeEvents.disputeId, disputeId)).orderBy(disputeEvents.id)).map((e) => e.kind);

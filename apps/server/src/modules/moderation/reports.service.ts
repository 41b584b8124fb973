import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import {
  MODERATION_MSG,
  REPORT_HANDLED_ALERT,
  type AdminReport,
  type AdminReportPage,
  type AdminReportsQuery,
  type ReportCreated,
  type ReportDecisionInput,
  type ReportDecisionResult,
  type ReportInputParsed,
  type ReportTargetSummary,
} from '@homebid/shared/schemas/moderation';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { reports } from '../../db/schema/moderation';
import { toIso } from '../../db/to-iso';
import type { Operator } from '../../platform/auth/roles';
import { forgetCachedSessionsOf } from '../../platform/auth/session';
import { isSuspendedAt, readSuspension } from '../../platform/auth/suspension';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { recordAlert } from '../alerts/record-alert';
import { isUuid } from '../bids/bids.policy';
import { recordAudit, type AuditSource } from '../admin/record-audit';
import { hideListingInTx } from './listing-hiding.service';
import { resolveReportTarget, summarizeTargets, targetKey, type ReportTarget } from './report-targets';
import { parseUntil, suspendUserInTx, type ModerationContext } from './suspensions.service';

/** A signed-in user reports a listing, a user or a chat message: one open report per reporter and target. */
export async function createReport(db: Database, reporterId: string, input: ReportInputParsed): Promise<ReportCreated> {
  const target = await resolveReportTarget(db, reporterId, input.target);
  const [row] = await db
    .insert(reports)
    .values({ reporterId, targetType: target.type, targetId: target.id, targetUserId: target.ownerId, reason: input.reason, text: input.text || null })
    // the partial unique index (reporter, target) of open reports
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw conflict(MODERATION_MSG.reportDuplicate, 'already_reported');
  return { id: row.id, message: MODERATION_MSG.reportSent };
}

const reporters = alias(users, 'reporter');
const handlers = alias(users, 'handler');

const reportColumns = {
  report: reports,
  reporterName: reporters.name,
  handlerName: handlers.name,
};

type ReportRow = { report: typeof reports.$inferSelect; reporterName: string; handlerName: string | null };

const selectReports = (db: Database) =>
  db.select(reportColumns).from(reports).innerJoin(reporters, eq(reporters.id, reports.reporterId)).leftJoin(handlers, eq(handlers.id, reports.handledBy));

async function toAdminReports(db: Database, rows: ReportRow[]): Promise<AdminReport[]> {
  const summaries = await summarizeTargets(db, rows.map(({ report }) => ({ type: report.targetType, id: report.targetId })));
  return rows.map(({ report, reporterName, handlerName }) => ({
    id: report.id,
    state: report.state,
    reason: report.reason,
    text: report.text,
    reporter: { id: report.reporterId, name: reporterName },
    target: summaries.get(targetKey({ type: report.targetType, id: report.targetId }))!,
    decision:
      report.decision && report.handledAt
        ? { action: report.decision, reason: report.decisionReason, handledBy: report.handledBy ? { id: report.handledBy, name: handlerName ?? '' } : null, handledAt: toIso(report.handledAt) }
        : null,
    createdAt: toIso(report.createdAt),
  }));
}

/** The operators' queue: open reports oldest first (first come, first handled), handled ones newest decision first. */
export async function listReports(db: Database, query: AdminReportsQuery): Promise<AdminReportPage> {
  const order = query.state === 'open' ? [asc(reports.createdAt), asc(reports.id)] : [desc(reports.handledAt), desc(reports.id)];
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(eq(reports.state, query.state))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reports).where(eq(reports.state, query.state)),
  ]);
  return { items: await toAdminReports(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function findAdminReport(db: Database, reportId: string): Promise<AdminReport | undefined> {
  const rows = await selectReports(db).where(eq(reports.id, reportId));
  return (await toAdminReports(db, rows))[0];
}

/** How the reporter's alert names what they reported. */
function labelOf(summary: ReportTargetSummary | undefined): string {
  if (!summary?.title) return 'content on HomeBid';
  if (summary.type === 'listing') return `“${summary.title}”`;
  return summary.type === 'user' ? summary.title : 'a chat message';
}

/** The operator deciding, and the audit source of their request. */
interface Decider {
  operator: Operator;
  source: AuditSource;
}

/**
 * Carries out the decision on the report's target in the transaction: hides the reported listing, or suspends whom
 * the target belongs to (admin only). Nothing when the listing is hidden or the user suspended already. Returns the
 * suspended user's id, whose cached sessions this instance drops after the commit.
 */
async function carryOut(
  tx: Database,
  decider: Decider,
  report: typeof reports.$inferSelect,
  summary: ReportTargetSummary | undefined,
  input: ReportDecisionInput,
): Promise<string | undefined> {
  const { operator, source } = decider;
  if (input.action === 'hide_listing') {
    if (report.targetType !== 'listing') throw badRequest(MODERATION_MSG.hideNeedsListing, 'not_a_listing');
    if (!summary?.title) throw notFound(MODERATION_MSG.listingNotFound);
    if (!summary.hidden) await hideListingInTx(tx, source, report.targetId, input.reason);
    return undefined;
  }
  if (input.action === 'suspend_user') {
    if (operator.role !== 'admin') throw forbidden(ADMIN_MSG.adminOnly);
    if (!report.targetUserId) throw badRequest(MODERATION_MSG.suspendNeedsUser, 'no_user');
    const state = await readSuspension(tx, report.targetUserId);
    if (!state) throw badRequest(MODERATION_MSG.suspendNeedsUser, 'no_user');
    if (isSuspendedAt(state)) return undefined;
    await suspendUserInTx(tx, source, report.targetUserId, { reason: input.reason, until: parseUntil(input.until) });
    return report.targetUserId;
  }
  return undefined;
}

/**
 * An operator decides an open report: the action on its target, then every open report of the same target is
 * handled with it, each reporter gets the 'report_handled' alert, and the decision's audit row is written, all in
 * one transaction.
 */
export async function decideReport(ctx: ModerationContext, decider: Decider, reportId: string, input: ReportDecisionInput): Promise<ReportDecisionResult> {
  const { operator } = decider;
  if (!isUuid(reportId)) throw notFound(MODERATION_MSG.reportNotFound);
  const { suspendedUserId, handledCount } = await ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw notFound(MODERATION_MSG.reportNotFound);
    if (report.state !== 'open') throw conflict(MODERATION_MSG.reportHandled, 'report_handled');
    const target: ReportTarget = { type: report.targetType, id: report.targetId };
    const summary = (await summarizeTargets(tx, [target])).get(targetKey(target));
    const suspended = await carryOut(tx, decider, report, summary, input);
    const handled = await tx
      .update(reports)
      .set({ state: 'handled', decision: input.action, decisionReason: input.reason, handledBy: operator.id, handledAt: new Date() })
      .where(and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.state, 'open')))
      .returning({ id: reports.id, reporterId: reports.reporterId });
    const message = REPORT_HANDLED_ALERT.message(labelOf(summary), input.action !== 'dismiss');
    for (const reporterId of new Set(handled.map((r) => r.reporterId))) {
      await recordAlert(tx, { userId: reporterId, kind: 'report_handled', title: REPORT_HANDLED_ALERT.title, message, link: WEB_PATHS.home });
    }
    await recordAudit(tx, {
      ...decider.source,
      action: 'report_decision',
      target: { type: 'report', id: report.id },
      reason: input.reason,
      before: { state: 'open' },
      after: { state: 'handled', action: input.action, target: targetKey(target), handledReports: handled.map((r) => r.id) },
    });
    return { suspendedUserId: suspended, handledCount: handled.length };
  });
  if (suspendedUserId) forgetCachedSessionsOf(ctx.auth, suspendedUserId);
  return { message: MODERATION_MSG.reportDecided, report: (await findAdminReport(ctx.db, reportId))!, handledCount };
}

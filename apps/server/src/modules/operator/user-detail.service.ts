import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { OPERATOR_MSG, USER_DETAIL_SECTION_MAX, type OperatorUserDetail } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { bids, contracts } from '../../db/schema/bids';
import { escrowPayouts } from '../../db/schema/escrow';
import { listings } from '../../db/schema/listings';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { supportTickets } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { supportTicketDesk } from '../../db/schema/support-desk';
import { notFound } from '../../platform/errors';
import { listCertificatesForOperator } from '../profile/certificate-review';
import { listAuditAbout } from './user-audit';
import { listReportsAbout } from './user-reports';
import { toAttemptView, toPayoutView } from './payment-rows';
import { toUserRow, userRowColumns } from './user-search.service';

/** Each list query carries its full count in every row (a window count), so a section is one statement. */
const total = sql<number>`count(*) over ()`.mapWith(Number);
const LIMIT = USER_DETAIL_SECTION_MAX;

/** A section from rows carrying the window count: the rows as `view` shows them (without the count) and the count. */
const sectionOf = <R extends { total: number }, V>(rows: R[], view: (row: Omit<R, 'total'>) => V) => ({
  items: rows.map(({ total: _total, ...row }) => view(row)),
  total: rows[0]?.total ?? 0,
});

async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      ...userRowColumns,
      emailVerified: users.emailVerified,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      city: profiles.city,
      state: profiles.state,
      businessName: profiles.businessName,
      industries: profiles.industries,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(OPERATOR_MSG.userNotFound);
  return {
    ...toUserRow(row),
    emailVerified: row.emailVerified,
    phoneVerifiedAt: row.phoneVerifiedAt?.toISOString() ?? null,
    city: row.city,
    state: row.state,
    businessName: row.businessName,
    industries: row.industries ?? [],
  };
}

const listListings = (db: Database, userId: string) =>
  db
    .select({ id: listings.id, title: listings.title, listingType: listings.listingType, status: listings.status, budgetCents: listings.budgetCents, createdAt: listings.createdAt, total })
    .from(listings)
    .where(eq(listings.posterId, userId))
    .orderBy(desc(listings.createdAt))
    .limit(LIMIT);

const listBids = (db: Database, userId: string) =>
  db
    .select({ id: bids.id, listingId: bids.listingId, listingTitle: listings.title, status: bids.status, amountCents: bids.amountCents, createdAt: bids.createdAt, total })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(eq(bids.bidderId, userId))
    .orderBy(desc(bids.createdAt))
    .limit(LIMIT);

const listContracts = (db: Database, userId: string) =>
  db
    .select({ contract: contracts, listingTitle: listings.title, total })
    .from(contracts)
    .innerJoin(listings, eq(listings.id, contracts.listingId))
    .where(or(eq(contracts.posterId, userId), eq(contracts.bidderId, userId)))
    .orderBy(desc(contracts.createdAt))
    .limit(LIMIT);

/** The ids of the user's contracts (either side): their payments are found through them, by the contracts' indexes. */
const contractIdsOf = (db: Database, userId: string) =>
  db
    .select({ id: contracts.id })
    .from(contracts)
    .where(or(eq(contracts.posterId, userId), eq(contracts.bidderId, userId)));

const listAttempts = (db: Database, userId: string) =>
  db
    .select({ payment: milestonePayments, total })
    .from(milestonePayments)
    .where(inArray(milestonePayments.contractId, contractIdsOf(db, userId)))
    .orderBy(desc(milestonePayments.createdAt))
    .limit(LIMIT);

const listPayouts = (db: Database, userId: string) =>
  db
    .select({ payout: escrowPayouts, total })
    .from(escrowPayouts)
    .where(inArray(escrowPayouts.contractId, contractIdsOf(db, userId)))
    .orderBy(desc(escrowPayouts.createdAt))
    .limit(LIMIT);

/** A ticket's queue status: Zendesk's, on the queue's four, once Zendesk has it; else HomeBid's queue (new without a row). */
const ticketStatus = sql<string>`CASE
  WHEN ${supportTickets.externalStatus} IN ('solved', 'closed') THEN 'solved'
  WHEN ${supportTickets.externalStatus} IN ('pending', 'hold') THEN 'pending'
  WHEN ${supportTickets.externalStatus} = 'open' THEN 'open'
  ELSE coalesce(${supportTicketDesk.status}, 'new') END`;

const listTickets = (db: Database, userId: string) =>
  db
    .select({ id: supportTickets.id, subject: supportTickets.subject, status: ticketStatus, createdAt: supportTickets.createdAt, total })
    .from(supportTickets)
    .leftJoin(supportTicketDesk, eq(supportTicketDesk.ticketId, supportTickets.id))
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(LIMIT);

/** Sessions as the operator sees them: when, where from, which browser; never the token or the session's id. */
const listSessions = (db: Database, userId: string) =>
  db
    .select({ createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent, total })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.updatedAt))
    .limit(LIMIT);

/**
 * A user's page in the console: profile, role and suspension, their certificates (each with its review), and the
 * newest rows of everything they did or that was done about them, each section with its total. Never a password
 * hash, a token or a session id: each query names the columns it returns, and the response schema drops anything else.
 */
export async function getUserDetail(db: Database, userId: string): Promise<OperatorUserDetail> {
  const profile = await findProfile(db, userId);
  const [certificates, userListings, userBids, userContracts, attempts, payouts, tickets, reports, userSessions, audit] = await Promise.all([
    listCertificatesForOperator(db, userId),
    listListings(db, userId),
    listBids(db, userId),
    listContracts(db, userId),
    listAttempts(db, userId),
    listPayouts(db, userId),
    listTickets(db, userId),
    listReportsAbout(db, userId, LIMIT),
    listSessions(db, userId),
    listAuditAbout(db, userId, LIMIT),
  ]);
  const now = Date.now();
  return {
    profile,
    certificates,
    listings: sectionOf(userListings, (l) => ({ ...l, budgetCents: Number(l.budgetCents), createdAt: l.createdAt.toISOString() })),
    bids: sectionOf(userBids, (b) => ({ ...b, amountCents: Number(b.amountCents), createdAt: b.createdAt.toISOString() })),
    contracts: sectionOf(userContracts, ({ contract: c, listingTitle }) => ({
      id: c.id,
      listingTitle,
      side: c.posterId === userId ? ('poster' as const) : ('bidder' as const),
      status: c.status,
      bidderAccepted: c.bidderAccepted,
      totalCostCents: Number(c.totalCostCents),
      totalPaidCents: Number(c.totalPaidCents),
      createdAt: c.createdAt.toISOString(),
    })),
    payments: { attempts: sectionOf(attempts, (a) => toAttemptView(a.payment)), payouts: sectionOf(payouts, (p) => toPayoutView(p.payout)) },
    tickets: sectionOf(tickets, (t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    reports,
    sessions: sectionOf(userSessions, (s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.updatedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      active: s.expiresAt.getTime() > now,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    audit,
  };
}

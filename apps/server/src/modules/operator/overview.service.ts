import { sql } from 'drizzle-orm';
import { OPERATOR_TIME_ZONE, OVERVIEW_DAYS, type OperatorOverview } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { rowsOf } from './sql-rows';

interface FiguresRow {
  users: string;
  open_listings: string;
  offer_sent: string;
  ongoing: string;
  closed: string;
  held: string;
  open_disputes: string;
  nearest_deadline: Date | string | null;
  nearest_dispute_id: string | null;
  open_tickets: string;
  failed_24h: string;
}

interface DayRow {
  day: string;
  sign_ups: string;
  new_listings: string;
  moved: string;
}

/**
 * The figures of today, one statement. Where an index can answer, it does: open listings (listings_status_created_idx),
 * the open disputes and the soonest deadline (the partial disputes_queue_idx), the failed payments of the last day
 * (the partial milestone_payments_failed_idx, 0024). Users and contracts are counted whole: that is what is asked.
 */
const figuresSql = sql`
  SELECT
    (SELECT count(*) FROM users) AS users,
    -- open to bidders: a listing hidden by HomeBid is open to nobody
    (SELECT count(*) FROM listings WHERE status = 'open' AND hidden_at IS NULL) AS open_listings,
    c.offer_sent, c.ongoing, c.closed,
    (SELECT coalesce(sum(held_cents), 0) FROM escrow_milestones WHERE held_cents > 0) AS held,
    (SELECT count(*) FROM disputes WHERE state <> 'settled') AS open_disputes,
    d.response_due_at AS nearest_deadline, d.id AS nearest_dispute_id,
    -- open until solved: in HomeBid's queue (support_ticket_desk, new without a row) or at Zendesk (its own status)
    (SELECT count(*) FROM support_tickets t LEFT JOIN support_ticket_desk q ON q.ticket_id = t.id
      WHERE t.status <> 'closed' AND coalesce(q.status, 'new') <> 'solved'
        AND coalesce(t.external_status, '') NOT IN ('solved', 'closed')) AS open_tickets,
    -- a declined card leaves its attempt pending with the reason; a failed or returned attempt failed outright
    (SELECT count(*) FROM milestone_payments
      WHERE updated_at >= now() - interval '24 hours' AND status <> 'succeeded'
        AND (status IN ('failed', 'returned') OR failure_reason IS NOT NULL)) AS failed_24h
  FROM (
    SELECT count(*) FILTER (WHERE status = 'ongoing' AND bidder_accepted = 'offer_sent') AS offer_sent,
      count(*) FILTER (WHERE status = 'ongoing' AND bidder_accepted = 'accepted') AS ongoing,
      count(*) FILTER (WHERE status = 'closed') AS closed
    FROM contracts
  ) c
  LEFT JOIN LATERAL (
    SELECT id, response_due_at FROM disputes WHERE state = 'awaiting_response' ORDER BY response_due_at, id LIMIT 1
  ) d ON true`;

/**
 * The daily series over the last OVERVIEW_DAYS calendar days of America/New_York, today included, one statement. The
 * days' edges are their local midnights (a day is 23 or 25 hours at a change of clocks); each table is read from the
 * first edge on, a range its index serves (users_created_idx, listings_created_idx, and the partial *_settled_idx of
 * milestone_payments and escrow_payouts, 0024), and each row falls in its day by a binary search of the edges
 * (width_bucket: day k of 1..OVERVIEW_DAYS). The days come from generate_series, so a day without events has zeros.
 */
const seriesSql = () => {
  const tz = OPERATOR_TIME_ZONE;
  const days = OVERVIEW_DAYS;
  return sql`
    WITH today AS (SELECT (now() AT TIME ZONE ${tz})::date AS day),
    edges AS (
      SELECT array_agg((((SELECT day FROM today) - ${days}::int + k)::timestamp AT TIME ZONE ${tz}) ORDER BY k) AS at
      FROM generate_series(1, ${days}::int + 1) AS k
    ),
    sign_ups AS (
      SELECT width_bucket(created_at, (SELECT at FROM edges)) AS k, count(*) AS n FROM users
      WHERE created_at >= (SELECT at[1] FROM edges) GROUP BY 1
    ),
    new_listings AS (
      SELECT width_bucket(created_at, (SELECT at FROM edges)) AS k, count(*) AS n FROM listings
      WHERE created_at >= (SELECT at[1] FROM edges) GROUP BY 1
    ),
    moved AS (
      SELECT k, sum(cents) AS cents FROM (
        SELECT width_bucket(settled_at, (SELECT at FROM edges)) AS k, total_cents AS cents FROM milestone_payments
        WHERE status = 'succeeded' AND settled_at >= (SELECT at[1] FROM edges)
        UNION ALL
        SELECT width_bucket(settled_at, (SELECT at FROM edges)), milestone_cents + fee_refund_cents FROM escrow_payouts
        WHERE status = 'succeeded' AND settled_at >= (SELECT at[1] FROM edges)
      ) m GROUP BY k
    )
    SELECT to_char((SELECT day FROM today) - ${days}::int + d.k, 'YYYY-MM-DD') AS day,
      coalesce(s.n, 0) AS sign_ups, coalesce(l.n, 0) AS new_listings, coalesce(m.cents, 0) AS moved
    FROM generate_series(1, ${days}::int) AS d(k)
    LEFT JOIN sign_ups s ON s.k = d.k
    LEFT JOIN new_listings l ON l.k = d.k
    LEFT JOIN moved m ON m.k = d.k
    ORDER BY d.k`;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The operator console's Overview: today's figures and the last 30 days, in two statements. */
export async function getOverview(db: Database): Promise<OperatorOverview> {
  const { figures, days } = await db.transaction(async (tx) => {
    // a few hundred thousand rows of counting is not worth compiling: JIT would cost more than it saves
    await tx.execute(sql`SET LOCAL jit = off`);
    return { figures: rowsOf<FiguresRow>(await tx.execute(figuresSql))[0], days: rowsOf<DayRow>(await tx.execute(seriesSql())) };
  });
  const f = figures!;
  return {
    generatedAt: new Date().toISOString(),
    timeZone: OPERATOR_TIME_ZONE,
    users: Number(f.users),
    openListings: Number(f.open_listings),
    contractsByState: { offerSent: Number(f.offer_sent), ongoing: Number(f.ongoing), closed: Number(f.closed) },
    escrowHeldCents: Number(f.held),
    openDisputes: { count: Number(f.open_disputes), nearestDeadline: iso(f.nearest_deadline), nearestDisputeId: f.nearest_dispute_id },
    openTickets: Number(f.open_tickets),
    failedPayments24h: Number(f.failed_24h),
    series: days.map((d) => ({ day: d.day, signUps: Number(d.sign_ups), newListings: Number(d.new_listings), moneyMovedCents: Number(d.moved) })),
  };
}

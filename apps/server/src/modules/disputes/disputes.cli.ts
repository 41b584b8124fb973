/**
 * `npm run disputes -- list`: the open disputes with their response deadlines.
 * `npm run disputes -- decide <id> release|refund|split <cents> --note "..."`: HomeBid decides a dispute (cents: the
 * amount released to the seller, for a split only). Works on the configured database (DATABASE_URL or the PGlite
 * data dir, which the server must not hold open at the same time) and pays out through the configured providers.
 */
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { DISPUTE_OUTCOMES, DISPUTE_STATE_LABELS } from '@homebid/shared/domain/dispute';
import { decideDisputeInputSchema } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createAppContext, type AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { decideDispute } from './decide-dispute.service';
import { listOpenDisputes } from './dispute-queue';

const USAGE = 'usage: npm run disputes -- list\n       npm run disputes -- decide <id> release|refund|split <cents> --note "..."';
const log = { warn: (details: unknown, message?: string) => console.warn(message ?? '', details) } as Pick<FastifyBaseLogger, 'warn'>;

async function list(ctx: AppContext) {
  const open = await listOpenDisputes(ctx.db);
  if (open.length === 0) return console.log('No open disputes.');
  for (const d of open) {
    console.log(
      [d.id, DISPUTE_STATE_LABELS[d.state], `contract ${d.contractId} milestone ${d.milestonePosition}`, formatCents(d.amountCents), `opened by the ${d.openedBy === 'bidder' ? 'seller' : 'poster'}`, `respond by ${d.responseDueAt.toISOString()}`].join('  '),
    );
  }
}

async function decide(ctx: AppContext, positionals: string[], note: string | undefined) {
  const [id, outcome, cents] = positionals;
  if (!id || !outcome || !(DISPUTE_OUTCOMES as readonly string[]).includes(outcome)) throw badRequest(USAGE);
  const parsed = decideDisputeInputSchema.safeParse({ outcome, releaseCents: outcome === 'split' && cents !== undefined ? Number(cents) : undefined, note });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? USAGE);
  const view = await decideDispute(ctx, log, null, id, parsed.data);
  console.log(`Decided: ${formatCents(view.releaseCents ?? 0)} released to the seller, ${formatCents(view.refundCents ?? 0)} refunded to the poster.`);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { note: { type: 'string' } } });
const [command, ...rest] = positionals;
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await migrate(handle);
const ctx = await createAppContext(config, handle);
try {
  if (command === 'list') await list(ctx);
  else if (command === 'decide') await decide(ctx, rest, values.note);
  else throw badRequest(USAGE);
} catch (error) {
  // a refusal in the product's words, or the usage; anything else with its stack
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await ctx.close();
  await handle.close();
}

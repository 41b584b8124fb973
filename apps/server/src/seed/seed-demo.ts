import { sql } from 'drizzle-orm';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { users } from '../db/schema/auth';
import type { AppContext } from '../platform/context';
import { businessNameOf, createDemoOperator, createDemoUsers, DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PASSWORD, type DemoAccount } from './demo-users';
import { seedBids } from './bids/seed-bids';
import { seedConsoleQueues } from './console/seed-console';
import { seedEscrow } from './escrow/seed-escrow';
import { seedListings } from './listings/seed-listings';

export { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PASSWORD } from './demo-users';

export interface DemoSeedResult {
  accounts: Array<DemoAccount & { id: string }>;
  /** The admin of the operator console. */
  operator: typeof DEMO_OPERATOR & { id: string };
  password: string;
}

/**
 * Demo data for an empty database (called on start unless SEED_DEMO=false). Does nothing when any user
 * exists, so restarts and real data are never touched. Each feature adds its part after the users.
 */
export async function seedDemoData(
  ctx: Pick<AppContext, 'auth' | 'config' | 'db' | 'payments' | 'storage'>,
  options: { log?: (line: string) => void } = {},
): Promise<DemoSeedResult | undefined> {
  const log = options.log ?? ((line: string) => console.log(line));
  const [anyUser] = await ctx.db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return undefined;

  const ids = await createDemoUsers(ctx);
  await seedListings(ctx);
  const { escrowContractIds } = await seedBids(ctx);
  const contractor = { id: ids.contractor, email: DEMO_ACCOUNTS.find((a) => a.key === 'contractor')!.email, businessName: businessNameOf('contractor') };
  await seedEscrow(ctx, { poster: { id: ids.homeOwner }, contractor }, escrowContractIds[0], escrowContractIds[1]);
  const operatorId = await createDemoOperator(ctx);
  await seedConsoleQueues(ctx, ids);
  // the planner's statistics and the search's size estimate (listing-search.service.ts) know the listings from the
  // start, not from autovacuum's first pass (PGlite has none)
  await ctx.db.execute(sql`ANALYZE listings`);
  const result: DemoSeedResult = {
    accounts: DEMO_ACCOUNTS.map((a) => ({ ...a, id: ids[a.key] })),
    operator: { ...DEMO_OPERATOR, id: operatorId },
    password: DEMO_PASSWORD,
  };
  log('Demo data created. Sign in with any of these accounts:');
  for (const account of result.accounts) log(`  ${account.email.padEnd(32)} (${account.userType})`);
  log(`  ${DEMO_OPERATOR.email.padEnd(32)} (${DEMO_OPERATOR.role}: the operator console at ${WEB_PATHS.admin})`);
  log(`  password for all of them: ${DEMO_PASSWORD}`);
  return result;
}

/** For e2e and bench helpers: seeds the demo data into an app built in-process, quietly. */
export const seedDemoApp = (app: { ctx: AppContext }) => seedDemoData(app.ctx, { log: () => {} });

import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { BidInput } from '@homebid/shared/schemas/bid';
import type { App } from '../../src/app';
import { catalogueProducts } from '../../src/db/schema/catalogue';
import { buildUser, type TestUser } from '../factories';
import { buildServicesBody, inDays, postListing, uploadImage } from './listings';

export { buildListingsTestApp, inDays } from './listings';
export { buildMultipart } from './upload-files';

export const buildPoster = (app: App) => buildUser(app, { userType: 'home_owner', onboarded: true });
export const buildContractor = (app: App, name?: string) => buildUser(app, { userType: 'contractor', onboarded: true, name });
export const buildSupplier = (app: App) => buildUser(app, { userType: 'supplier', onboarded: true });

/** Posts an open services listing as `poster` and returns its id. */
export async function createServiceListing(poster: TestUser): Promise<string> {
  const response = await postListing(poster, buildServicesBody([await uploadImage(poster)]));
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
  return response.json().id;
}

/** Posts an open materials listing with the first `count` catalogue products (quantities 1, 2, ...). */
export async function createMaterialListing(app: App, poster: TestUser, count = 2): Promise<{ id: string; productIds: string[] }> {
  const products = await app.ctx.db.select({ id: catalogueProducts.id }).from(catalogueProducts).orderBy(catalogueProducts.id).limit(count);
  const productIds = products.map((p) => p.id);
  const body = buildServicesBody([await uploadImage(poster)], {
    listingType: 'material_supply',
    title: 'Deck lumber',
    budgetCents: 90_000,
    items: productIds.map((productId, i) => ({ productId, quantity: i + 1 })),
  });
  delete body.materialsProvided;
  const response = await postListing(poster, body);
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
  return { id: response.json().id, productIds };
}

/** A valid services bid of $500 in two milestones. */
export function buildBidBody(overrides: Partial<Record<keyof BidInput, unknown>> = {}): Record<string, unknown> {
  return {
    amountCents: 50_000,
    description: 'Cabinets and counters in two steps.',
    startDate: inDays(3),
    endDate: inDays(20),
    milestones: [
      { description: 'Cabinets', dueDate: inDays(10), amountCents: 30_000 },
      { description: 'Counters', dueDate: inDays(20), amountCents: 20_000 },
    ],
    ...overrides,
  };
}

export const placeBid = (user: TestUser, listingId: string, body: Record<string, unknown> = buildBidBody()): Promise<LightMyRequestResponse> =>
  user.request({ method: 'POST', url: `/api/listings/${listingId}/bids`, payload: body });

/** Places a valid bid and returns its id. */
export async function placeBidId(user: TestUser, listingId: string, body?: Record<string, unknown>): Promise<string> {
  const response = await placeBid(user, listingId, body);
  if (response.statusCode !== 201) throw new Error(`bid failed: ${response.body}`);
  return response.json().bid.id;
}

export const errorOf = (response: LightMyRequestResponse) => [response.statusCode, response.json().error?.message];

/**
 * Runs `send` while a transaction of the test's own holds the listing's lock (PostgreSQL), until `waiting` statements
 * wait for it (pg_stat_activity, asked outside that transaction, which keeps its first look at it); then runs
 * `change` in that transaction, commits and returns what `send` gave.
 */
export async function whileListingLocked<T>(app: App, listingId: string, waiting: number, send: () => Promise<T>, change?: { sql: string; params: unknown[] }): Promise<T> {
  const holder = new pg.Client({ connectionString: app.ctx.database.connectionString });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM listings WHERE id = $1 FOR UPDATE', [listingId]);
    const pending = send();
    for (let count = 0; count < waiting; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const { rows } = await app.ctx.database.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
      count = Number(rows[0].n);
    }
    if (change) await holder.query(change.sql, change.params);
    await holder.query('COMMIT');
    return await pending;
  } finally {
    await holder.end();
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { buildBidBody, buildContractor, buildPoster, createServiceListing, placeBidId } from '../test/support/bids';
import { buildServicesBody } from '../test/support/listings';
import { HttpUser } from '../test/http-user';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isPostgresRun } from '../test/test-app';

/**
 * kill -9 in the middle of a stream of writes loses nothing that was acknowledged, and leaves nothing
 * half-written. Runs on the database of the test run: PGlite in a data directory (the PGlite run), or
 * PostgreSQL (the PostgreSQL run), where only the app process dies, as when an instance crashes.
 */
const kind = isPostgresRun() ? 'PostgreSQL' : 'PGlite in a data directory';
const STREAM_MS = 2_000;
const log = process.env.CRASH_TEST_LOG ? (text: string) => console.error(`[crash ${new Date().toISOString().slice(11, 23)}] ${text}`) : () => {};

describe(`crash safety (${kind})`, () => {
  const dataDir = path.join(os.tmpdir(), `homebid-crash-${randomBytes(6).toString('hex')}`);
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The instance's settings: PGlite under DATA_DIR/db, or the test database. No limits: the stream is a flood. */
  const instanceEnv = () => ({ RATE_LIMITS: 'false', ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: '' }) });
  /** The same data opened in this process (never while an instance has a PGlite directory open). */
  const openHere = () =>
    buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        TRUST_PROXY: 'true',
        ...(database ? { DATABASE_URL: database.url } : {}),
      }),
    );

  it('keeps every acknowledged bid, chat message and listing edit through a SIGKILL', async () => {
    if (isPostgresRun()) database = await createTestDatabase();

    // the scene, written through the app in this process: a poster, a listing with bids, a chat channel
    let app: App = await openHere();
    const poster = await buildPoster(app);
    const bidders = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => buildContractor(app, `Bidder ${i}`)));
    const listingId = await createServiceListing(poster);
    const imageKey = ((await poster.request({ method: 'GET', url: `/api/listings/${listingId}` })).json().images as Array<{ key: string }>)[0].key;
    const updatingBidIds = await Promise.all(bidders.slice(0, 3).map((b) => placeBidId(b, listingId)));
    const channel = await poster.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: bidders[0].id } });
    const channelId = channel.json().id as string;
    await app.close();
    log('scene written');

    const asHttp = (user: { email: string; password: string; cookie: string }) => Object.assign(new HttpUser(user.email, user.password), { cookie: user.cookie });
    server = await startServerProcess({ dataDir, env: instanceEnv() });
    const base = server.url;
    log('instance started');

    // what the server acknowledged (2xx), and the last attempt of each versioned row (it may have landed or not)
    const ackedMessages: string[] = [];
    const ackedNewBids: string[] = [];
    const bidVersions = new Map<string, { acked: number; attempted: number }>(updatingBidIds.map((id) => [id, { acked: 0, attempted: 0 }]));
    const listingVersion = { acked: 0, attempted: 0 };
    let stopped = false;
    const errors: string[] = [];
    const send = async (user: HttpUser, method: string, url: string, body: unknown) => {
      try {
        const response = await user.request(base, method, url, body);
        if (response.status >= 300) errors.push(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
        return response.status < 300 ? response : undefined;
      } catch {
        return undefined; // the connection died with the server: not acknowledged
      }
    };
    const bidBody = (version: number) =>
      buildBidBody({
        amountCents: 50_000 + version * 100,
        description: `version ${version}`,
        milestones: [
          { description: 'Cabinets', dueDate: buildBidBody().endDate, amountCents: 30_000 },
          { description: `Counters ${version}`, dueDate: buildBidBody().endDate, amountCents: 20_000 + version * 100 },
        ],
      });

    const posterHttp = asHttp(poster);
    const streams = [
      (async () => {
        for (let i = 1; !stopped; i++) {
          const text = `message ${i}`;
          if (await send(posterHttp, 'POST', `/api/chat/channels/${channelId}/messages`, { text })) ackedMessages.push(text);
        }
      })(),
      (async () => {
        while (!stopped) {
          const version = ++listingVersion.attempted;
          const body = buildServicesBody([imageKey], { title: `Kitchen remodel v${version}`, budgetCents: 1_000_000 + version });
          if (await send(posterHttp, 'PUT', `/api/listings/${listingId}`, body)) listingVersion.acked = version;
        }
      })(),
      ...updatingBidIds.map(async (bidId, i) => {
        const bidder = asHttp(bidders[i]);
        const versions = bidVersions.get(bidId)!;
        while (!stopped) {
          const version = ++versions.attempted;
          if (await send(bidder, 'PUT', `/api/bids/${bidId}`, bidBody(version))) versions.acked = version;
        }
      }),
      (async () => {
        for (const bidder of bidders.slice(3)) {
          if (stopped) break;
          const response = await send(asHttp(bidder), 'POST', `/api/listings/${listingId}/bids`, buildBidBody());
          if (response) ackedNewBids.push((response.body as { bid: { id: string } }).bid.id);
        }
      })(),
    ];
    // kill once writes are flowing, with requests in flight
    const started = Date.now();
    const enough = () => ackedMessages.length >= 5 && listingVersion.acked >= 2 && ackedNewBids.length >= 1 && errors.length === 0;
    while (Date.now() - started < STREAM_MS || (!enough() && Date.now() - started < 30_000)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    log(`kill: ${ackedMessages.length} messages, listing v${listingVersion.acked}, ${ackedNewBids.length} new bids acknowledged`);
    // no new request after this point, so each stream has at most its one in-flight write unacknowledged
    // (stopping after the kill let a stream retry on the dead server and count a version that never left)
    stopped = true;
    await server.kill('SIGKILL');
    await Promise.all(streams);
    expect(errors).toEqual([]);
    expect(ackedMessages.length).toBeGreaterThan(0);

    // a new process on the same data starts and serves what was acknowledged
    server = await startServerProcess({ dataDir, env: instanceEnv() });
    log('restarted');
    const detail = await posterHttp.request(server.url, 'GET', `/api/listings/${listingId}`);
    expect(detail.status).toBe(200);
    const title = (detail.body as { title: string }).title;
    expect([`Kitchen remodel v${listingVersion.acked}`, `Kitchen remodel v${listingVersion.attempted}`]).toContain(title);
    await server.stop();
    server = undefined;

    // and the rows say the same, whole
    app = await openHere();
    const rows = async <T>(query: ReturnType<typeof sql>) => (await app.ctx.db.execute(query)) as unknown as { rows: T[] };
    try {
      const messages = (await rows<{ text: string }>(sql`SELECT text FROM chat_messages WHERE channel_id = ${channelId}`)).rows.map((r) => r.text);
      for (const text of ackedMessages) expect(messages).toContain(text);
      // at most the one message in flight more than acknowledged; none twice
      expect(messages.length - ackedMessages.length).toBeLessThanOrEqual(1);
      expect(new Set(messages).size).toBe(messages.length);
      const [channelRow] = (await rows<{ ok: boolean }>(sql`
        SELECT c.last_message_id = (SELECT max(id) FROM chat_messages WHERE channel_id = c.id) AS ok FROM chat_channels c WHERE c.id = ${channelId}`)).rows;
      expect(channelRow.ok).toBe(true);

      const [listing] = (await rows<{ title: string; budget_cents: string }>(sql`SELECT title, budget_cents FROM listings WHERE id = ${listingId}`)).rows;
      const version = Number(listing.title.replace('Kitchen remodel v', ''));
      expect([listingVersion.acked, listingVersion.attempted]).toContain(version);
      expect(Number(listing.budget_cents)).toBe(1_000_000 + version); // title and budget from the same edit

      for (const [bidId, versions] of bidVersions) {
        const [bid] = (await rows<{ amount_cents: string; description: string }>(sql`SELECT amount_cents, description FROM bids WHERE id = ${bidId}`)).rows;
        const milestones = (await rows<{ description: string; amount_cents: string }>(sql`
          SELECT description, amount_cents FROM bid_milestones WHERE bid_id = ${bidId} ORDER BY position`)).rows;
        const bidVersion = bid.description.startsWith('version ') ? Number(bid.description.slice('version '.length)) : 0;
        expect([versions.acked, versions.attempted]).toContain(bidVersion);
        if (bidVersion > 0) {
          expect(Number(bid.amount_cents)).toBe(50_000 + bidVersion * 100);
          expect(milestones.map((m) => m.description)).toEqual(['Cabinets', `Counters ${bidVersion}`]);
        }
        expect(milestones.reduce((sum, m) => sum + Number(m.amount_cents), 0)).toBe(Number(bid.amount_cents));
      }
      const newBids = (await rows<{ id: string; milestones: number }>(sql`
        SELECT b.id, (SELECT count(*)::int FROM bid_milestones m WHERE m.bid_id = b.id) AS milestones
        FROM bids b WHERE b.listing_id = ${listingId}`)).rows;
      for (const id of ackedNewBids) expect(newBids.map((b) => b.id)).toContain(id);
      expect(newBids.every((b) => b.milestones === 2)).toBe(true);
    } finally {
      await app.close();
    }
  }, 240_000);
});

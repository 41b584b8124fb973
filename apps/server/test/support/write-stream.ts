import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { HttpUser } from '../http-user';
import type { TestUser } from '../factories';
import { buildBidBody, buildContractor, buildPoster, createServiceListing, placeBidId } from './bids';
import { buildServicesBody } from './listings';

/**
 * A flood of writes against a running instance, and the check that what it acknowledged survived a crash whole
 * (crash-safety.test.ts): chat messages, edits of a listing and of bids (each edit one version), new bids.
 */

/** The data the writes go to: a poster, a listing with three bids being edited, a chat channel, bidders. */
export interface WriteScene {
  poster: TestUser;
  bidders: TestUser[];
  listingId: string;
  imageKey: string;
  updatingBidIds: string[];
  channelId: string;
}

/** Writes the scene through `app` (an app in the test's process, on the data the instance will use). */
export async function buildWriteScene(app: App): Promise<WriteScene> {
  const poster = await buildPoster(app);
  const bidders = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => buildContractor(app, `Bidder ${i}`)));
  const listingId = await createServiceListing(poster);
  const imageKey = ((await poster.request({ method: 'GET', url: `/api/listings/${listingId}` })).json().images as Array<{ key: string }>)[0]!.key;
  const updatingBidIds = await Promise.all(bidders.slice(0, 3).map((b) => placeBidId(b, listingId)));
  const channel = await poster.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: bidders[0]!.id } });
  return { poster, bidders, listingId, imageKey, updatingBidIds, channelId: channel.json().id as string };
}

/** What the instance acknowledged (2xx), and the last attempt of each versioned row (it may have landed or not). */
export interface Acknowledged {
  messages: string[];
  newBids: string[];
  bidVersions: Map<string, { acked: number; attempted: number }>;
  listingVersion: { acked: number; attempted: number };
}

export const asHttpUser = (user: Pick<TestUser, 'email' | 'password' | 'cookie'>) => Object.assign(new HttpUser(user.email, user.password), { cookie: user.cookie });

const bidBody = (version: number) =>
  buildBidBody({
    amountCents: 50_000 + version * 100,
    description: `version ${version}`,
    milestones: [
      { description: 'Cabinets', dueDate: buildBidBody().endDate, amountCents: 30_000 },
      { description: `Counters ${version}`, dueDate: buildBidBody().endDate, amountCents: 20_000 + version * 100 },
    ],
  });

/**
 * Starts the streams against `base` (one request at a time per stream). `flowing()` says when every kind has been
 * acknowledged at least once; `stop()` sends no new request and resolves when the in-flight ones have ended, so
 * each stream has at most its one in-flight write unacknowledged. A non-2xx answer is an error, except after
 * `stop({ failuresExpected: true })` (the database is going down: the in-flight writes may fail).
 */
export function startWriteStreams(base: string, scene: WriteScene) {
  const acked: Acknowledged = {
    messages: [],
    newBids: [],
    bidVersions: new Map(scene.updatingBidIds.map((id) => [id, { acked: 0, attempted: 0 }])),
    listingVersion: { acked: 0, attempted: 0 },
  };
  const errors: string[] = [];
  let stopped = false;
  let failuresExpected = false;
  const send = async (user: HttpUser, method: string, url: string, body: unknown) => {
    try {
      const response = await user.request(base, method, url, body);
      if (response.status >= 300 && !failuresExpected) errors.push(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.status < 300 ? response : undefined;
    } catch {
      return undefined; // the connection died with the server: not acknowledged
    }
  };

  const posterHttp = asHttpUser(scene.poster);
  const streams = [
    (async () => {
      for (let i = 1; !stopped; i++) {
        const text = `message ${i}`;
        if (await send(posterHttp, 'POST', `/api/chat/channels/${scene.channelId}/messages`, { text })) acked.messages.push(text);
      }
    })(),
    (async () => {
      while (!stopped) {
        const version = ++acked.listingVersion.attempted;
        const body = buildServicesBody([scene.imageKey], { title: `Kitchen remodel v${version}`, budgetCents: 1_000_000 + version });
        if (await send(posterHttp, 'PUT', `/api/listings/${scene.listingId}`, body)) acked.listingVersion.acked = version;
      }
    })(),
    ...scene.updatingBidIds.map(async (bidId, i) => {
      const bidder = asHttpUser(scene.bidders[i]!);
      const versions = acked.bidVersions.get(bidId)!;
      while (!stopped) {
        const version = ++versions.attempted;
        if (await send(bidder, 'PUT', `/api/bids/${bidId}`, bidBody(version))) versions.acked = version;
      }
    }),
    (async () => {
      for (const bidder of scene.bidders.slice(3)) {
        if (stopped) break;
        const response = await send(asHttpUser(bidder), 'POST', `/api/listings/${scene.listingId}/bids`, buildBidBody());
        if (response) acked.newBids.push((response.body as { bid: { id: string } }).bid.id);
      }
    })(),
  ];
  return {
    acked,
    errors,
    flowing: () => acked.messages.length >= 5 && acked.listingVersion.acked >= 2 && acked.newBids.length >= 1 && errors.length === 0,
    /** Sends nothing more (call it before the crash, so no stream retries on a dead server); `ended` waits for the in-flight writes. */
    stop(options: { failuresExpected?: boolean } = {}) {
      stopped = true;
      failuresExpected = options.failuresExpected ?? false;
      return { ended: Promise.all(streams).then(() => undefined) };
    },
  };
}

/** Polls until `enough()` after `minMs` (writes flowing, requests in flight), or until `maxMs`. */
export async function letWritesFlow(enough: () => boolean, minMs: number, maxMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < minMs || (!enough() && Date.now() - started < maxMs)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The rows say what was acknowledged, whole: every acknowledged write there, none twice, no half of an edit. */
export async function expectAcknowledgedWritesKept(app: App, scene: WriteScene, acked: Acknowledged) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await app.ctx.db.execute(query)) as unknown as { rows: T[] };
  const messages = (await rows<{ text: string }>(sql`SELECT text FROM chat_messages WHERE channel_id = ${scene.channelId}`)).rows.map((r) => r.text);
  for (const text of acked.messages) expect(messages).toContain(text);
  // at most the one message in flight more than acknowledged (and what a test sent after the crash); none twice
  expect(new Set(messages).size).toBe(messages.length);
  const [channelRow] = (await rows<{ ok: boolean }>(sql`
    SELECT c.last_message_id = (SELECT max(id) FROM chat_messages WHERE channel_id = c.id) AS ok FROM chat_channels c WHERE c.id = ${scene.channelId}`)).rows;
  expect(channelRow!.ok).toBe(true);

  const [listing] = (await rows<{ title: string; budget_cents: string }>(sql`SELECT title, budget_cents FROM listings WHERE id = ${scene.listingId}`)).rows;
  const version = Number(listing!.title.replace('Kitchen remodel v', ''));
  expect([acked.listingVersion.acked, acked.listingVersion.attempted]).toContain(version);
  expect(Number(listing!.budget_cents)).toBe(1_000_000 + version); // title and budget from the same edit

  for (const [bidId, versions] of acked.bidVersions) {
    const [bid] = (await rows<{ amount_cents: string; description: string }>(sql`SELECT amount_cents, description FROM bids WHERE id = ${bidId}`)).rows;
    const milestones = (await rows<{ description: string; amount_cents: string }>(sql`
      SELECT description, amount_cents FROM bid_milestones WHERE bid_id = ${bidId} ORDER BY position`)).rows;
    const bidVersion = bid!.description.startsWith('version ') ? Number(bid!.description.slice('version '.length)) : 0;
    expect([versions.acked, versions.attempted]).toContain(bidVersion);
    if (bidVersion > 0) {
      expect(Number(bid!.amount_cents)).toBe(50_000 + bidVersion * 100);
      expect(milestones.map((m) => m.description)).toEqual(['Cabinets', `Counters ${bidVersion}`]);
    }
    expect(milestones.reduce((sum, m) => sum + Number(m.amount_cents), 0)).toBe(Number(bid!.amount_cents));
  }
  const newBids = (await rows<{ id: string; milestones: number }>(sql`
    SELECT b.id, (SELECT count(*)::int FROM bid_milestones m WHERE m.bid_id = b.id) AS milestones
    FROM bids b WHERE b.listing_id = ${scene.listingId}`)).rows;
  for (const id of acked.newBids) expect(newBids.map((b) => b.id)).toContain(id);
  expect(newBids.every((b) => b.milestones === 2)).toBe(true);
  return { messages };
}

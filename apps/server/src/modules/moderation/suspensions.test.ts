import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { ACCOUNT_SUSPENDED_CODE, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import type { App } from '../../app';
import { users } from '../../db/schema/auth';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTwoInstances, isPostgresRun } from '../../../test/test-app';
import { buildContractor, buildPoster, createServiceListing, placeBidId } from '../../../test/support/bids';
import { connectSocket, listenForSockets, openChannelBetween } from '../../../test/support/chat';
import { runHousekeeping } from '../housekeeping/housekeeping.job';
import {
  ageSessions,
  auditRowsOf,
  buildModerationTestApp,
  buildOperator,
  refusalOf,
  signInAgain,
  suspend,
  unsuspend,
} from '../../../test/support/moderation';
import { findListingDetail } from '../listings/listing-view';
import { listMyListings } from '../listings/listing-lists.service';
import { registerModerationRoutes } from './moderation.routes';
import type { ApiInstance } from '../../platform/http';
import { runAdminCommand } from '../admin/admin-command';

const me = (user: TestUser) => user.request({ method: 'GET', url: '/api/profile/me' });
const searchIds = async (user: TestUser) => (await user.request({ method: 'GET', url: '/api/listings' })).json().items.map((c: { id: string }) => c.id);
const detailStatus = async (user: TestUser, listingId: string) => (await user.request({ method: 'GET', url: `/api/listings/${listingId}` })).statusCode;
const bidIdsSeenByPoster = async (poster: TestUser, listingId: string) =>
  (await poster.request({ method: 'GET', url: `/api/listings/${listingId}/bids` })).json().bids.map((b: { id: string }) => b.id);
const bidderIds = async (user: TestUser, listingId: string) =>
  (await user.request({ method: 'GET', url: `/api/listings/${listingId}/bidders` })).json().bidders.map((b: { bidderId: string }) => b.bidderId);
const shortLinkOf = async (app: App, listingId: string) => {
  const [row] = await app.ctx.db.execute<{ share_code: string }>(sql`SELECT share_code FROM listings WHERE id = ${listingId}`).then((r) => (r as unknown as { rows: Array<{ share_code: string }> }).rows);
  return app.inject({ method: 'GET', url: `/s/${row!.share_code}` });
};
const bidderCountSeenBy = async (user: TestUser, listingId: string) =>
  (await user.request({ method: 'GET', url: `/api/listings/${listingId}` })).json().bidderCount as number;
const otherSuspendedSeenBy = async (user: TestUser) =>
  (await user.request({ method: 'GET', url: '/api/chat/channels' })).json().channels.map((c: { otherSuspended: boolean }) => c.otherSuspended);

describe('suspending a user', () => {
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildModerationTestApp();
    admin = await buildOperator(app, 'admin');
  });
  afterAll(() => app.close());

  it('ends their sessions at once, refuses their sign-in, hides their listings and bids from others, and unsuspending restores it all', async () => {
    const cheat = await buildPoster(app);
    const listingId = await createServiceListing(cheat);
    const honestPoster = await buildPoster(app);
    const honestListing = await createServiceListing(honestPoster);
    const cheatBidder = await buildContractor(app);
    const bidId = await placeBidId(cheatBidder, honestListing);
    const other = await buildContractor(app);
    await openChannelBetween(other, cheat);

    // everything shows before
    expect((await me(cheat)).statusCode).toBe(200);
    expect(await searchIds(other)).toContain(listingId);
    expect(await bidIdsSeenByPoster(honestPoster, honestListing)).toEqual([bidId]);
    expect(await otherSuspendedSeenBy(other)).toEqual([false]);

    const suspended = await suspend(admin, cheat.id, { reason: 'Took deposits and vanished.', until: null });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ userId: cheat.id, suspended: true, until: null, reason: 'Took deposits and vanished.' });
    expect((await suspend(admin, cheatBidder.id)).statusCode).toBe(200);

    // the cheat's session is gone (their next request is 401, cache or not), and signing in is refused with the words
    expect((await me(cheat)).statusCode).toBe(401);
    expect((await me(cheatBidder)).statusCode).toBe(401);
    const signIn = await signInAgain(app, cheat);
    expect(signIn.response.statusCode).toBe(403);
    expect(signIn.response.json()).toMatchObject({ code: ACCOUNT_SUSPENDED_CODE, message: MODERATION_MSG.accountSuspended });
    expect(signIn.response.headers['set-cookie']).toBeUndefined();

    // their listing: gone from search, details and the short link for others; their own queries still see it
    expect(await searchIds(other)).not.toContain(listingId);
    expect(await detailStatus(other, listingId)).toBe(404);
    const link = await shortLinkOf(app, listingId);
    expect([link.statusCode, link.body.includes(MODERATION_MSG.listingUnavailable)]).toEqual([404, true]);
    expect(await findListingDetail(app.ctx, listingId, cheat.id)).toMatchObject({ id: listingId, isOwner: true });
    expect((await listMyListings(app.ctx, cheat.id, { status: 'open' })).items.map((c) => c.id)).toEqual([listingId]);

    // their bid: gone from View Bidders and the bidders list; their chats say they are suspended
    expect(await bidIdsSeenByPoster(honestPoster, honestListing)).toEqual([]);
    expect(await bidderIds(other, honestListing)).toEqual([]);
    expect(await otherSuspendedSeenBy(other)).toEqual([true]);

    // audited, with a before/after summary
    const [row] = await auditRowsOf(app, cheat.id);
    expect(row).toMatchObject({ actorId: admin.id, actorRole: 'admin', action: 'suspend', targetType: 'user', reason: 'Took deposits and vanished.' });
    expect([row!.before, row!.after]).toEqual([{ suspended: false, until: null }, { suspended: true, until: null }]);

    // unsuspended: all of it comes back, and they may sign in again
    const lifted = await unsuspend(admin, cheat.id);
    expect([lifted.statusCode, lifted.json().suspended]).toEqual([200, false]);
    expect((await unsuspend(admin, cheatBidder.id)).statusCode).toBe(200);
    expect(await searchIds(other)).toContain(listingId);
    expect(await detailStatus(other, listingId)).toBe(200);
    expect((await shortLinkOf(app, listingId)).statusCode).toBe(200);
    expect(await bidIdsSeenByPoster(honestPoster, honestListing)).toEqual([bidId]);
    expect(await bidderIds(other, honestListing)).toEqual([cheatBidder.id]);
    expect(await otherSuspendedSeenBy(other)).toEqual([false]);
    const again = await signInAgain(app, cheat);
    expect(again.response.statusCode).toBe(200);
    expect((await me(again.user)).statusCode).toBe(200);
    expect((await auditRowsOf(app, cheat.id)).map((r) => r.action)).toEqual(['unsuspend', 'suspend']);
  });

  it('ends a suspension by itself when its date has passed', async () => {
    const user = await buildPoster(app);
    const listingId = await createServiceListing(user);
    const other = await buildContractor(app);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const response = await suspend(admin, user.id, { reason: 'Cooling off.', until });
    expect(response.json()).toMatchObject({ suspended: true, until });
    expect((await signInAgain(app, user)).response.statusCode).toBe(403);
    expect(await searchIds(other)).not.toContain(listingId);

    // the date passes: nothing clears the columns, the time alone ends it
    await app.ctx.db.update(users).set({ suspendedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect(await searchIds(other)).toContain(listingId);
    expect(await detailStatus(other, listingId)).toBe(200);
    const signIn = await signInAgain(app, user);
    expect(signIn.response.statusCode).toBe(200);
    expect((await me(signIn.user)).statusCode).toBe(200);
  });

  it("closes the user's open sockets at once and takes their bid out of the listing's bidder count, until the suspension ends", async () => {
    const url = await listenForSockets(app);
    const bidder = await buildContractor(app);
    const poster = await buildPoster(app);
    const listingId = await createServiceListing(poster);
    await placeBidId(bidder, listingId);
    await placeBidId(await buildContractor(app), listingId);
    const tab = await connectSocket(url, bidder);
    const closed = new Promise<number>((resolve) => tab.socket.once('close', (code) => resolve(code)));
    expect(await bidderCountSeenBy(poster, listingId)).toBe(2);

    const until = new Date(Date.now() + 86_400_000).toISOString();
    expect((await suspend(admin, bidder.id, { reason: 'Fake reviews.', until })).statusCode).toBe(200);
    expect(await closed).toBe(4401);
    expect(await bidderCountSeenBy(poster, listingId)).toBe(1);

    // the date passes with no write: the next housekeeping sweep counts the bid again
    const ended = new Date(Date.now() - 60_000);
    await app.ctx.db.update(users).set({ suspendedUntil: ended }).where(eq(users.id, bidder.id));
    await runHousekeeping(app.ctx);
    expect(await bidderCountSeenBy(poster, listingId)).toBe(2);
  });

  it('takes a day as the end of the suspension, and refuses a date that has passed, oneself, unknown users and lifting nothing', async () => {
    const user = await buildUser(app);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await suspend(admin, user.id, { reason: 'Spam', until: day })).json()).toMatchObject({ suspended: true, until: `${day}T00:00:00.000Z` });
    expect((await unsuspend(admin, user.id)).statusCode).toBe(200);

    // refusals change nothing: this user keeps their session
    const other = await buildUser(app);
    const past = await suspend(admin, other.id, { reason: 'Spam', until: '2020-01-01' });
    expect(refusalOf(past)).toEqual([400, { error: { code: 'until_in_past', message: MODERATION_MSG.untilInPast } }]);
    expect((await suspend(admin, other.id, { reason: 'Spam', until: 'tomorrow' })).json().error).toMatchObject({ message: MODERATION_MSG.invalidUntil, field: 'until' });
    expect((await suspend(admin, other.id, { reason: '  ' })).json().error).toMatchObject({ message: MODERATION_MSG.reasonRequired, field: 'reason' });
    expect(refusalOf(await suspend(admin, admin.id))).toEqual([403, { error: { code: 'forbidden', message: MODERATION_MSG.suspendSelf } }]);
    expect(refusalOf(await suspend(admin, 'no-such-user'))).toEqual([404, { error: { code: 'not_found', message: MODERATION_MSG.userNotFound } }]);
    expect(refusalOf(await unsuspend(admin, other.id))).toEqual([409, { error: { code: 'not_suspended', message: MODERATION_MSG.notSuspended } }]);
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200);
    expect(await auditRowsOf(app, other.id)).toHaveLength(0);
  });

  it('needs a recent sign-in of the admin, and is for admins only', async () => {
    const user = await buildUser(app);
    const staleAdmin = await buildOperator(app, 'admin');
    await ageSessions(app, staleAdmin, 20);
    expect(refusalOf(await suspend(staleAdmin, user.id))).toEqual([403, { error: { code: 'step_up_required', message: ADMIN_MSG.stepUpRequired } }]);

    const support = await buildOperator(app, 'support');
    expect(refusalOf(await suspend(support, user.id))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    expect(refusalOf(await unsuspend(support, user.id))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    const plain = await buildUser(app);
    // refused before the body is even read: an empty one says nothing of what the operation takes
    expect(refusalOf(await suspend(plain, user.id, {}))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
    const signedOut = await app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/suspend`, headers: { origin: 'http://localhost:3000' }, payload: {} });
    expect(signedOut.statusCode).toBe(401);

    expect((await me(user)).statusCode).toBe(200);
    expect(await auditRowsOf(app, user.id)).toHaveLength(0);
  });
});

describe.runIf(isPostgresRun())('suspending a user on PostgreSQL with two instances', () => {
  it('ends their session on the other instance at once, though it had the session cached', async () => {
    const { a, b, close } = await buildTwoInstances();
    try {
      for (const app of [a, b]) {
        if (!app.hasRoute({ method: 'POST', url: '/api/reports' })) await app.register((api) => registerModerationRoutes(api as unknown as ApiInstance, app.ctx), { prefix: '/api' });
      }
      const admin = await buildUser(a);
      await runAdminCommand(a.ctx.db, ['grant', admin.email, 'admin']);
      const user = await buildUser(a);
      // the same cookie on instance b, whose cache now holds the session for 10 s
      const onB = (options: Parameters<TestUser['request']>[0]) => b.inject({ ...options, headers: { cookie: user.cookie, origin: 'http://localhost:3000' } });
      expect((await onB({ method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);

      expect((await suspend(admin, user.id)).statusCode).toBe(200);
      // well within the cache's 10 s: only the NOTIFY can have dropped it
      await expect.poll(async () => (await onB({ method: 'GET', url: '/api/profile/me' })).statusCode, { timeout: 3000, interval: 50 }).toBe(401);
    } finally {
      await close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { jobOutbox } from '../../db/schema/notifications';
import type { TestUser } from '../../../test/factories';
import { buildBidBody, buildContractor, buildListingsTestApp, buildPoster, createServiceListing, placeBid, placeBidId } from '../../../test/support/bids';
import { connectSocket, listenForSockets, openChannelBetween, sendMessage } from '../../../test/support/chat';
import { getAlerts } from '../../../test/support/alerts';
import { recordAlert } from './record-alert';

describe('alerts from domain events', () => {
  let app: App;
  let poster: TestUser;
  let contractor: TestUser;
  let listingId: string;
  let bidId: string;

  beforeAll(async () => {
    app = await buildListingsTestApp();
    [poster, contractor] = await Promise.all([buildPoster(app), buildContractor(app, 'Casey Builder')]);
    listingId = await createServiceListing(poster);
  }, 180_000);
  afterAll(() => app.close());

  it('a bid on my listing alerts me (the poster) once, without its amount, linking to the bidders page', async () => {
    bidId = await placeBidId(contractor, listingId);
    const mine = await getAlerts(poster);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'bid_placed', title: 'New Bid', link: `/v1/projects/bidders?listing_id=${listingId}`, read: false });
    expect(mine[0]!.message).toContain('Casey Builder');
    expect(mine[0]!.message).not.toMatch(/\$|500/);
    expect(await getAlerts(contractor)).toHaveLength(0);
    // e-mail for this kind is on by default: its job waits in the outbox, committed with the alert
    const jobs = await app.ctx.db.select().from(jobOutbox).where(eq(jobOutbox.name, 'alert-email'));
    expect(jobs.map((j) => j.data)).toContainEqual({ alertId: mine[0]!.id });
  });

  it('a failed bid (already bid) writes no alert', async () => {
    const response = await placeBid(contractor, listingId);
    expect(response.statusCode).toBe(409);
    expect(await getAlerts(poster)).toHaveLength(1);
  });

  it('declining alerts the bidder with the reason; updating alerts the poster', async () => {
    const decline = await poster.request({ method: 'POST', url: `/api/bids/${bidId}/decline`, payload: { reason: 'Others', otherReason: 'Too expensive' } });
    expect(decline.statusCode).toBe(200);
    const [declined] = await getAlerts(contractor);
    expect(declined).toMatchObject({ kind: 'bid_declined', title: 'Bid Declined', link: '/v1/my-bids' });
    expect(declined!.message).toContain('Too expensive');
    const update = await contractor.request({ method: 'PUT', url: `/api/bids/${bidId}`, payload: buildBidBody({ description: 'Cabinets, counters and paint.' }) });
    expect(update.statusCode).toBe(200);
    expect((await getAlerts(poster))[0]).toMatchObject({ kind: 'bid_updated', title: 'Bid Updated' });
  });

  it('hire, accept and withdraw alert the other side', async () => {
    const listing2 = await createServiceListing(poster);
    const bid2 = await placeBidId(contractor, listing2);
    const hire = await poster.request({ method: 'POST', url: `/api/bids/${bid2}/hire` });
    expect(hire.statusCode).toBe(200);
    const contractId = hire.json().contract.id as string;
    expect((await getAlerts(contractor))[0]).toMatchObject({ kind: 'contract_offered', link: `/v1/my-bids/contract?bid_id=${bid2}` });

    const accept = await contractor.request({ method: 'POST', url: `/api/contracts/${contractId}/accept` });
    expect(accept.statusCode).toBe(200);
    expect((await getAlerts(poster))[0]).toMatchObject({ kind: 'contract_accepted', link: `/v1/projects/contract?contract_id=${contractId}` });

    const withdraw = await contractor.request({ method: 'POST', url: `/api/contracts/${contractId}/withdraw` });
    expect(withdraw.statusCode).toBe(200);
    expect((await getAlerts(poster))[0]).toMatchObject({ kind: 'contract_withdrawn', link: `/v1/projects/bidders?listing_id=${listing2}` });
  });

  it('an alert written in a transaction that rolls back leaves no alert, no job and no announcement', async () => {
    // users of their own: the earlier tests' alerts to the poster and the contractor may still be announced
    // (on PostgreSQL the announcements arrive asynchronously), and must not count here
    const [rolledBackUser, committedUser] = await Promise.all([buildPoster(app), buildContractor(app, 'Carla Committed')]);
    const heard: string[] = [];
    const stop = await app.ctx.pubsub.subscribe('alerts', (userId) => heard.push(userId));
    const before = (await app.ctx.db.select().from(jobOutbox)).length;
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await recordAlert(tx, { userId: rolledBackUser.id, kind: 'milestone_paid', title: 'Milestone Paid', message: 'x', link: '/v1' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await app.ctx.db.transaction((tx) => recordAlert(tx, { userId: committedUser.id, kind: 'milestone_paid', title: 'Milestone Paid', message: 'y', link: '/v1' }));
    // announcements go out in order, so once the committed one is heard the rolled-back one would have been too
    await expect.poll(() => heard.filter((id) => id === committedUser.id)).toEqual([committedUser.id]);
    expect(heard).not.toContain(rolledBackUser.id);
    await stop();
    expect(await app.ctx.db.select().from(alerts).where(eq(alerts.message, 'x'))).toHaveLength(0);
    expect((await app.ctx.db.select().from(jobOutbox)).length).toBe(before + 1);
  });

  it('a chat message alerts a member who is away, once per conversation until read', async () => {
    const channelId = await openChannelBetween(contractor, poster);
    for (const text of ['one', 'two', 'three']) expect((await sendMessage(contractor, channelId, text)).statusCode).toBe(200);
    const chatAlerts = (await getAlerts(poster)).filter((a) => a.kind === 'chat_message');
    expect(chatAlerts).toHaveLength(1);
    expect(chatAlerts[0]).toMatchObject({ title: 'New Message', link: `/v1/chats?uid=${contractor.id}` });
    expect(chatAlerts[0]!.message).toBe('Casey Builder sent you a message.');

    // reading the conversation reads the alert; a connected member gets no alert at all
    const lastId = (await sendMessage(contractor, channelId, 'four')).json().id as number;
    await poster.request({ method: 'POST', url: `/api/chat/channels/${channelId}/read`, payload: { messageId: lastId } });
    expect((await getAlerts(poster)).filter((a) => a.kind === 'chat_message' && !a.read)).toHaveLength(0);
    const socket = await connectSocket(await listenForSockets(app), poster);
    await sendMessage(contractor, channelId, 'five');
    await socket.close();
    expect((await getAlerts(poster)).filter((a) => a.kind === 'chat_message')).toHaveLength(1);
  });

  it('a chat alert is e-mailed to a member who turned chat e-mails on, and only once per conversation until read', async () => {
    const roofer = await buildContractor(app, 'Robin Roofer');
    await poster.request({ method: 'PUT', url: '/api/notifications/preferences', payload: { kind: 'chat_message', emailEnabled: true } });
    const channelId = await openChannelBetween(roofer, poster);
    for (const text of ['hello', 'again']) expect((await sendMessage(roofer, channelId, text)).statusCode).toBe(200);
    await app.ctx.jobs.runDueJobs();
    // the earlier alerts' e-mails go out too: only the chat's are looked at
    const emails = (await app.ctx.outbox.list(poster.email)).filter((m) => m.channel === 'email' && m.subject === 'HomeBid: New Message');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.body).toContain('Robin Roofer sent you a message.');
  });
});

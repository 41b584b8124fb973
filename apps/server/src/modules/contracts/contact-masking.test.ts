import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_HIDDEN } from '@homebid/shared/domain/contact-masking';
import type { Bid } from '@homebid/shared/schemas/bid';
import type { ChatMessage, ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import {
  buildBidBody,
  buildContractor,
  buildListingsTestApp,
  buildMultipart,
  buildPoster,
  buildSupplier,
  createMaterialListing,
  createServiceListing,
  inDays,
  placeBidId,
} from '../../../test/support/bids';
import { connectSocket, listenForSockets, openChannelBetween, sendMessage, type TestSocket } from '../../../test/support/chat';
import { haveContractTogether } from './contact-masking';

const H = CONTACT_HIDDEN;
const BID_TEXT = 'Call me at (401) 555-0123 or write bob@example.com';
const MILESTONE_TEXT = 'Deposit, photos on bobbuilds.com/gallery';
const CHAT_TEXT = 'My cell is four oh one five five five zero one two three';
const OWN_LINK = 'My profile: http://localhost:3000/v1/profile and nothing else';
const DECLINE_TEXT = 'Too far for us, call 401.555.0199 for another job';
const FILE_NAME = 'quote 401-555-0123.pdf';

// Contact details stay on HomeBid until hire: every answer the API gives the other side hides them before a
// contract between the two, the author always reads their own words, and a contract shows everything.
describe('contact details hidden until hire', () => {
  let app: App;
  let url: string;
  let poster: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let listingId: string;
  let bobBidId: string;
  let carolBidId: string;
  let channelId: string;
  const sockets: TestSocket[] = [];

  const get = async (user: TestUser, path: string) => {
    const response = await user.request({ method: 'GET', url: `/api${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const messagesOf = async (user: TestUser): Promise<ChatMessage[]> => (await get(user, `/chat/channels/${channelId}/messages`)).messages;
  const viewBidders = async (): Promise<Bid[]> => (await get(poster, `/listings/${listingId}/bids`)).bids;
  const connect = async (user: TestUser) => {
    const socket = await connectSocket(url, user);
    sockets.push(socket);
    return socket;
  };
  const liveMessage = (socket: TestSocket, id: number) =>
    socket.waitFor((e: ChatServerEvent) => e.type === 'message' && e.message.id === id) as Promise<{ type: 'message'; message: ChatMessage }>;

  beforeAll(async () => {
    app = await buildListingsTestApp();
    url = await listenForSockets(app);
    [poster, bob, carol] = await Promise.all([buildPoster(app), buildContractor(app, 'Bob'), buildContractor(app, 'Carol')]);
    listingId = await createServiceListing(poster);
    const upload = await bob.request({ method: 'POST', url: '/api/bids/uploads', ...buildMultipart({}, [{ fileName: FILE_NAME, bytes: Buffer.from('%PDF-1.7\nquote') }]) });
    bobBidId = await placeBidId(
      bob,
      listingId,
      buildBidBody({
        description: BID_TEXT,
        attachmentKey: upload.json().key,
        milestones: [
          { description: MILESTONE_TEXT, dueDate: inDays(10), amountCents: 30_000 },
          { description: 'Counters', dueDate: inDays(20), amountCents: 20_000 },
        ],
      }),
    );
    carolBidId = await placeBidId(carol, listingId, buildBidBody({ description: OWN_LINK }));
    channelId = await openChannelBetween(poster, bob);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await app.close();
  });

  it('hides the bidder’s contact details from the poster in View Bidders and the bid’s details, and shows the bidder their own', async () => {
    const hidden = { description: `Call me at ${H} or write ${H}`, contactHidden: true };
    const bobsBid = (await viewBidders()).find((b) => b.id === bobBidId)!;
    expect(bobsBid).toMatchObject(hidden);
    expect(bobsBid.milestones.map((m) => m.description)).toEqual([`Deposit, photos on ${H}`, 'Counters']);
    expect(bobsBid.attachment?.name).toBe(`quote ${H}.pdf`);
    expect(await get(poster, `/bids/${bobBidId}`)).toMatchObject(hidden);

    for (const own of [await get(bob, `/bids/${bobBidId}`), await get(bob, `/listings/${listingId}/bids/mine`)]) {
      expect(own).toMatchObject({ description: BID_TEXT, contactHidden: false });
      expect(own.milestones[0].description).toBe(MILESTONE_TEXT);
      expect(own.attachment.name).toBe(FILE_NAME);
    }
  });

  it('hides a supplier’s contact details in the names of a materials bid’s items', async () => {
    const supplier = await buildSupplier(app);
    const materials = await createMaterialListing(app, poster, 1);
    const name = 'Cedar boards, ask at cedar@example.com';
    const bidId = await placeBidId(
      supplier,
      materials.id,
      buildBidBody({
        startDate: undefined,
        milestones: [],
        isIndividualBid: true,
        items: [{ productId: materials.productIds[0], productName: name, quantity: 2, estimatedPriceCents: 1_000 }],
        amountCents: 2_000,
      }),
    );
    expect(await get(poster, `/bids/${bidId}`)).toMatchObject({ items: [{ productName: `Cedar boards, ask at ${H}` }], contactHidden: true });
    expect(await get(supplier, `/bids/${bidId}`)).toMatchObject({ items: [{ productName: name }], contactHidden: false });
  });

  it('keeps links to HomeBid itself', async () => {
    const carolsBid = (await viewBidders()).find((b) => b.id === carolBidId)!;
    expect(carolsBid).toMatchObject({ description: OWN_LINK, contactHidden: false });
  });

  it('hides the poster’s contact details in a decline reason from the bidder, in My Bids and the bid', async () => {
    const declined = await poster.request({ method: 'POST', url: `/api/bids/${carolBidId}/decline`, payload: { reason: 'Others', otherReason: DECLINE_TEXT } });
    expect(declined.statusCode).toBe(200);
    const hidden = { declinedReason: `Too far for us, call ${H} for another job`, contactHidden: true };
    expect((await get(carol, '/bids/mine')).items.find((b: { id: string }) => b.id === carolBidId)).toMatchObject(hidden);
    expect(await get(carol, `/bids/${carolBidId}`)).toMatchObject(hidden);
    expect(await get(poster, `/bids/${carolBidId}`)).toMatchObject({ declinedReason: DECLINE_TEXT });
  });

  it('hides a chat message’s contact details from the other member in every answer, live and caught up, and never from its sender', async () => {
    const [posterTab, bobTab] = await Promise.all([connect(poster), connect(bob)]);
    const sent = await sendMessage(bob, channelId, CHAT_TEXT);
    expect(sent.json()).toMatchObject({ text: CHAT_TEXT, contactHidden: false });
    const hidden = { text: `My cell is ${H}`, contactHidden: true };

    expect((await liveMessage(posterTab, sent.json().id)).message).toMatchObject(hidden);
    expect((await liveMessage(bobTab, sent.json().id)).message).toMatchObject({ text: CHAT_TEXT, contactHidden: false });
    expect((await messagesOf(poster)).at(-1)).toMatchObject(hidden);
    expect((await get(poster, `/chat/channels/${channelId}/messages?after=${sent.json().id - 1}`)).messages[0]).toMatchObject(hidden);
    expect((await messagesOf(bob)).at(-1)).toMatchObject({ text: CHAT_TEXT, contactHidden: false });

    // the conversation list's preview is cut from what the reader may read
    const previewOf = async (user: TestUser) => (await get(user, '/chat/channels')).channels.find((c: { id: string }) => c.id === channelId).lastMessage;
    expect(await previewOf(poster)).toMatchObject(hidden);
    expect(await previewOf(bob)).toMatchObject({ text: CHAT_TEXT });

    // a reconnecting socket's catch-up
    const again = await connect(poster);
    again.socket.send(JSON.stringify({ type: 'subscribe', lastMessageId: sent.json().id - 1 }));
    expect((await liveMessage(again, sent.json().id)).message).toMatchObject(hidden);
  });

  it('shows everything in full once the bidder accepts the contract, and still hides it from others', async () => {
    expect(await haveContractTogether(app.ctx.db, poster.id, bob.id)).toBe(false);
    const hired = await poster.request({ method: 'POST', url: `/api/bids/${bobBidId}/hire` });
    expect(hired.statusCode).toBe(200);
    // an offer alone is no hire: a poster could send one, read the bid and withdraw it
    expect(await haveContractTogether(app.ctx.db, poster.id, bob.id)).toBe(false);
    expect((await viewBidders()).find((b) => b.id === bobBidId)).toMatchObject({ contactHidden: true });
    const accepted = await bob.request({ method: 'POST', url: `/api/contracts/${hired.json().contract.id}/accept` });
    expect(accepted.statusCode).toBe(200);
    // whoever is asked first
    expect(await haveContractTogether(app.ctx.db, poster.id, bob.id)).toBe(true);
    expect(await haveContractTogether(app.ctx.db, bob.id, poster.id)).toBe(true);
    expect(await haveContractTogether(app.ctx.db, poster.id, carol.id)).toBe(false);

    const bobsBid = (await viewBidders()).find((b) => b.id === bobBidId)!;
    expect(bobsBid).toMatchObject({ description: BID_TEXT, contactHidden: false });
    expect(bobsBid.milestones[0].description).toBe(MILESTONE_TEXT);
    expect(await get(poster, `/bids/${bobBidId}`)).toMatchObject({ description: BID_TEXT, contactHidden: false });
    expect((await messagesOf(poster)).at(-1)).toMatchObject({ text: CHAT_TEXT, contactHidden: false });

    const posterTab = await connect(poster);
    const after = (await sendMessage(bob, channelId, 'Reach me at bob@example.com')).json();
    expect((await liveMessage(posterTab, after.id)).message).toMatchObject({ text: 'Reach me at bob@example.com', contactHidden: false });

    // Carol has no contract with the poster: her decline reason stays hidden from her
    expect(await get(carol, `/bids/${carolBidId}`)).toMatchObject({ contactHidden: true });
  });
});

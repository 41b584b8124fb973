import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { hiddenByHomeBidText, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { listingPageSchema } from '@homebid/shared/schemas/listing';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildContractor, buildPoster, createServiceListing } from '../../../test/support/bids';
import { ageSessions, auditRowsOf, buildModerationTestApp, buildOperator, hide, refusalOf, unhide } from '../../../test/support/moderation';

const search = async (user: TestUser) => listingPageSchema.parse((await user.request({ method: 'GET', url: '/api/listings' })).json());
const searchIds = async (user: TestUser) => (await search(user)).items.map((c) => c.id);
const getDetail = (user: TestUser, listingId: string) => user.request({ method: 'GET', url: `/api/listings/${listingId}` });
const myProjects = async (user: TestUser) => (await user.request({ method: 'GET', url: '/api/listings/mine' })).json().items as Array<{ id: string; hiddenReason?: string }>;
const savedIds = async (user: TestUser) => (await user.request({ method: 'GET', url: '/api/listings/liked' })).json().items.map((c: { id: string }) => c.id);

describe('hiding a listing', () => {
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildModerationTestApp();
    admin = await buildOperator(app, 'admin');
  });
  afterAll(() => app.close());

  it("takes it from everyone else's search, details, saved projects and short link; its owner sees the reason; unhiding brings it back", async () => {
    const owner = await buildPoster(app);
    const listingId = await createServiceListing(owner);
    const other = await buildContractor(app);
    expect((await other.request({ method: 'PUT', url: `/api/listings/${listingId}/like` })).statusCode).toBe(200);
    const shareUrl = new URL((await getDetail(owner, listingId)).json().shareUrl);

    const hidden = await hide(admin, listingId, { reason: 'Asks for payment by gift card' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ listingId, hidden: true, reason: 'Asks for payment by gift card' });

    // everyone else
    expect(await searchIds(other)).not.toContain(listingId);
    const detail = await getDetail(other, listingId);
    expect(refusalOf(detail)).toEqual([404, { error: { code: 'not_found', message: 'This project is no longer available.' } }]);
    expect(await savedIds(other)).not.toContain(listingId);
    const link = await app.inject({ method: 'GET', url: shareUrl.pathname });
    expect(link.statusCode).toBe(404);
    expect(link.body).toContain(MODERATION_MSG.listingUnavailable);
    expect(link.body).not.toContain('Kitchen remodel');

    // the owner: the card of My Projects and the details carry the reason the web shows as 'Hidden by HomeBid: <reason>'
    const card = (await myProjects(owner)).find((c) => c.id === listingId);
    expect(card?.hiddenReason).toBe('Asks for payment by gift card');
    expect(hiddenByHomeBidText(card!.hiddenReason!)).toBe('Hidden by HomeBid: Asks for payment by gift card');
    expect((await getDetail(owner, listingId)).json()).toMatchObject({ id: listingId, hiddenReason: 'Asks for payment by gift card' });
    expect(await searchIds(owner)).toContain(listingId);

    // audited
    const [row] = await auditRowsOf(app, listingId);
    expect(row).toMatchObject({ actorId: admin.id, action: 'hide_listing', targetType: 'listing', reason: 'Asks for payment by gift card' });
    expect([row!.before, row!.after]).toEqual([{ hidden: false, reason: null }, { hidden: true, reason: 'Asks for payment by gift card' }]);

    // unhidden: back for everyone, and no reason on the owner's card
    const shown = await unhide(admin, listingId, { reason: 'The owner explained' });
    expect(shown.json()).toMatchObject({ listingId, hidden: false, reason: null });
    expect(await searchIds(other)).toContain(listingId);
    expect((await getDetail(other, listingId)).statusCode).toBe(200);
    expect(await savedIds(other)).toContain(listingId);
    expect((await app.inject({ method: 'GET', url: shareUrl.pathname })).statusCode).toBe(200);
    expect((await myProjects(owner)).find((c) => c.id === listingId)).not.toHaveProperty('hiddenReason');
    expect((await auditRowsOf(app, listingId)).map((r) => [r.action, r.reason])).toEqual([
      ['unhide_listing', 'The owner explained'],
      ['hide_listing', 'Asks for payment by gift card'],
    ]);
  });

  it('refuses unknown listings, a missing reason, unhiding a shown listing, a stale sign-in and anyone but an admin', async () => {
    const owner = await buildPoster(app);
    const listingId = await createServiceListing(owner);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(refusalOf(await hide(admin, unknown))).toEqual([404, { error: { code: 'not_found', message: MODERATION_MSG.listingNotFound } }]);
    expect(refusalOf(await hide(admin, 'not-a-uuid'))).toEqual([404, { error: { code: 'not_found', message: MODERATION_MSG.listingNotFound } }]);
    expect((await hide(admin, listingId, {})).json().error).toMatchObject({ message: MODERATION_MSG.reasonRequired, field: 'reason' });
    expect(refusalOf(await unhide(admin, listingId))).toEqual([409, { error: { code: 'not_hidden', message: MODERATION_MSG.notHidden } }]);

    const staleAdmin = await buildOperator(app, 'admin');
    await ageSessions(app, staleAdmin, 30);
    expect(refusalOf(await hide(staleAdmin, listingId))).toEqual([403, { error: { code: 'step_up_required', message: ADMIN_MSG.stepUpRequired } }]);
    const support = await buildOperator(app, 'support');
    expect(refusalOf(await hide(support, listingId))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    expect(refusalOf(await unhide(support, listingId))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.adminOnly } }]);
    expect(refusalOf(await hide(owner, listingId))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
    const signedOut = await app.inject({ method: 'POST', url: `/api/admin/listings/${listingId}/hide`, headers: { origin: 'http://localhost:3000' }, payload: {} });
    expect(signedOut.statusCode).toBe(401);

    const bystander = await buildUser(app);
    expect(await searchIds(bystander)).toContain(listingId);
    expect(await auditRowsOf(app, listingId)).toHaveLength(0);
  });
});

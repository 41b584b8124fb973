import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MSG } from '@homebid/shared/constants';
import { ADMIN_LISTINGS_MSG, adminListingPageSchema, type AdminListingPage } from '@homebid/shared/schemas/moderation';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildContractor, buildPoster, placeBidId } from '../../../test/support/bids';
import { buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';
import { buildModerationTestApp, buildOperator, hide, refusalOf } from '../../../test/support/moderation';

const ORIGIN = { origin: 'http://localhost:3000' };

const listAs = (user: TestUser, query: Record<string, string | number> = {}) =>
  user.request({ method: 'GET', url: '/api/admin/listings', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

async function pageOf(user: TestUser, query: Record<string, string | number> = {}): Promise<AdminListingPage> {
  const response = await listAs(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return adminListingPageSchema.parse(response.json());
}
const idsOf = async (user: TestUser, query: Record<string, string | number> = {}) => (await pageOf(user, query)).items.map((row) => row.id);

describe("the console's listing search", () => {
  let app: App;
  let admin: TestUser;
  let support: TestUser;
  let owner: TestUser;
  let other: TestUser;
  const ids = { roof: '', deck: '', fence: '' };

  const post = async (user: TestUser, title: string, description: string, budgetCents: number) => {
    const response = await postListing(user, buildServicesBody([await uploadImage(user)], { title, description, budgetCents }));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id as string;
  };

  beforeAll(async () => {
    app = await buildModerationTestApp();
    admin = await buildOperator(app, 'admin');
    support = await buildOperator(app, 'support');
    owner = await buildUser(app, { name: 'Gwendolyn Harper', email: 'gwen.harper@example.com', userType: 'home_owner', onboarded: true });
    other = await buildPoster(app);
    // oldest first: the page answers newest first
    ids.roof = await post(owner, 'Replace the roof', 'Architectural shingles on a cape.', 1_500_000);
    ids.deck = await post(other, 'Build a cedar deck', 'A 12 by 16 foot deck with stairs to the yard.', 900_000);
    ids.fence = await post(owner, 'New fence', 'Cedar privacy fence, one gate.', 400_000);
    const bidder = await buildContractor(app);
    await placeBidId(bidder, ids.deck);
  });
  afterAll(() => app.close());

  it('lists every listing newest first, with its owner, budget, bids and hidden state', async () => {
    const page = await pageOf(support);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((row) => row.id)).toEqual([ids.fence, ids.deck, ids.roof]);
    expect(page.items[1]).toEqual({
      id: ids.deck,
      title: 'Build a cedar deck',
      listingType: 'service',
      status: 'open',
      ownerId: other.id,
      ownerName: other.name,
      ownerEmail: other.email,
      budgetCents: 900_000,
      bidCount: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      hiddenReason: null,
      hiddenAt: null,
    });
    expect(page.items[0]).toMatchObject({ ownerName: 'Gwendolyn Harper', ownerEmail: 'gwen.harper@example.com', budgetCents: 400_000, bidCount: 0 });
  });

  it("finds by title or description words, the listing's id, or the owner's name or e-mail, in any case", async () => {
    expect(await idsOf(admin, { q: 'ROOF' })).toEqual([ids.roof]);
    // every word must occur, in the title or the description
    expect(await idsOf(admin, { q: 'cedar' })).toEqual([ids.fence, ids.deck]);
    expect(await idsOf(admin, { q: 'cedar stairs' })).toEqual([ids.deck]);
    expect(await idsOf(admin, { q: ids.deck.toUpperCase() })).toEqual([ids.deck]);
    expect(await idsOf(admin, { q: 'gwendolyn' })).toEqual([ids.fence, ids.roof]);
    expect(await idsOf(admin, { q: 'HARPER@EXAMPLE' })).toEqual([ids.fence, ids.roof]);
    // LIKE's wildcards are taken literally
    expect(await idsOf(admin, { q: '%' })).toEqual([]);
    expect(await idsOf(admin, { q: 'nothing like this' })).toEqual([]);
    expect((await pageOf(admin, { q: 'gwendolyn' })).total).toBe(2);
  });

  it('filters hidden listings, which it still finds, with the reason and when', async () => {
    expect((await hide(admin, ids.roof, { reason: 'Fake listing' })).statusCode).toBe(200);
    const hidden = await pageOf(support, { hidden: 'true' });
    expect(hidden.total).toBe(1);
    expect(hidden.items[0]).toMatchObject({ id: ids.roof, hiddenReason: 'Fake listing', hiddenAt: expect.stringMatching(/^\d{4}-/) });
    expect(await idsOf(support, { hidden: 'false' })).toEqual([ids.fence, ids.deck]);
    expect(await idsOf(support, { hidden: '' })).toEqual([ids.fence, ids.deck, ids.roof]);
    expect(await idsOf(support, { q: 'gwendolyn', hidden: 'false' })).toEqual([ids.fence]);
  });

  it('pages', async () => {
    const second = await pageOf(admin, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((row) => row.id)).toEqual([ids.roof]);
  });

  it('refuses a search over 200 characters and an unknown hidden filter, in words', async () => {
    const long = await listAs(admin, { q: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({ message: ADMIN_LISTINGS_MSG.queryTooLong, field: 'q' });
    expect((await listAs(admin, { q: 'x'.repeat(200) })).statusCode).toBe(200);
    const filter = await listAs(admin, { hidden: 'maybe' });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().error).toMatchObject({ message: ADMIN_LISTINGS_MSG.hiddenFilter, field: 'hidden' });
  });

  it('refuses the signed out and anyone but staff before reading the query, with the error alone', async () => {
    const signedOut = await app.inject({ method: 'GET', url: '/api/admin/listings?q=gwendolyn', headers: ORIGIN });
    expect(refusalOf(signedOut)).toEqual([401, { error: { code: 'unauthorized', message: MSG.loginToContinue } }]);
    for (const user of [other, owner]) {
      expect(refusalOf(await listAs(user, { q: 'gwendolyn' }))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
      // an invalid query is refused for the role, not the input
      expect(refusalOf(await listAs(user, { q: 'x'.repeat(201) }))).toEqual([403, { error: { code: 'forbidden', message: ADMIN_MSG.staffOnly } }]);
    }
  });
});

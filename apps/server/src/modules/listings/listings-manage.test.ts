import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { App } from '../../app';
import { listings } from '../../db/schema/listings';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';

describe('owner actions, likes and lists', () => {
  let app: App;
  let owner: TestUser;
  let other: TestUser;
  let image: string;
  const post = async (overrides: Record<string, unknown> = {}) => {
    const response = await postListing(owner, buildServicesBody([image], overrides));
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; shareCode: string };
  };
  beforeAll(async () => {
    app = await buildListingsTestApp();
    owner = await buildUser(app, { userType: 'home_owner', onboarded: true });
    other = await buildUser(app, { userType: 'contractor', onboarded: true });
    image = await uploadImage(owner);
  });
  afterAll(() => app.close());

  it('lets the owner edit an open post: "Updated Project"', async () => {
    const { id } = await post();
    const response = await owner.request({ method: 'PUT', url: `/api/listings/${id}`, payload: buildServicesBody([image], { title: 'Bathroom remodel', budgetCents: 500_00 }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Updated Project');
    expect(response.json().listing).toMatchObject({ title: 'Bathroom remodel', budgetCents: 50_000 });
    const mine = await owner.request({ method: 'GET', url: '/api/listings/mine?status=open' });
    expect(mine.json().items[0].id).toBe(id); // latest updated first
  });

  it('refuses another user editing, closing or removing, and a signed-out visitor', async () => {
    const { id } = await post();
    const attempts = [
      { method: 'PUT' as const, url: `/api/listings/${id}`, payload: buildServicesBody([image]) },
      { method: 'POST' as const, url: `/api/listings/${id}/close` },
      { method: 'DELETE' as const, url: `/api/listings/${id}` },
    ];
    for (const attempt of attempts) {
      const byOther = await other.request(attempt);
      expect(byOther.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(byOther.json().error.message).toBe(LISTING_MSG.notOwner);
      const anonymous = await app.inject({ ...attempt, headers: { origin: 'http://localhost:3000' } });
      expect(anonymous.statusCode).toBe(401);
    }
    // with their own image too
    const otherImage = await uploadImage(other);
    const edit = await other.request({ method: 'PUT', url: `/api/listings/${id}`, payload: buildServicesBody([otherImage]) });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(LISTING_MSG.notOwner);
    const still = await owner.request({ method: 'GET', url: `/api/listings/${id}` });
    expect(still.json()).toMatchObject({ status: 'open', title: 'Kitchen remodel' });
  });

  it('closes an open post once; a closed post cannot be edited, closed or removed', async () => {
    const { id } = await post();
    const close = await owner.request({ method: 'POST', url: `/api/listings/${id}/close` });
    expect(close.statusCode).toBe(200);
    for (const attempt of [
      { method: 'PUT' as const, url: `/api/listings/${id}`, payload: buildServicesBody([image]) },
      { method: 'POST' as const, url: `/api/listings/${id}/close` },
      { method: 'DELETE' as const, url: `/api/listings/${id}` },
    ]) {
      const response = await owner.request(attempt);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(LISTING_MSG.notOpen);
    }
    const closed = await owner.request({ method: 'GET', url: '/api/listings/mine?status=closed' });
    expect(closed.json().items.map((l: { id: string }) => l.id)).toContain(id);
    const open = await owner.request({ method: 'GET', url: '/api/listings/mine' });
    expect(open.json().items.map((l: { id: string }) => l.id)).not.toContain(id);
    const search = await other.request({ method: 'GET', url: '/api/listings' });
    expect(search.json().items.map((l: { id: string }) => l.id)).not.toContain(id);
  });

  it('refuses changing the type of a post', async () => {
    const { id } = await post();
    const body = buildServicesBody([image], { listingType: 'material_supply', items: [] });
    delete body.materialsProvided;
    const response = await owner.request({ method: 'PUT', url: `/api/listings/${id}`, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LISTING_MSG.typeChange);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const req of [
        { method: 'GET' as const, url: `/api/listings/${id}` },
        { method: 'POST' as const, url: `/api/listings/${id}/close` },
        { method: 'DELETE' as const, url: `/api/listings/${id}` },
        { method: 'PUT' as const, url: `/api/listings/${id}/like` },
        { method: 'GET' as const, url: `/api/listings/${id}/bidders` },
      ]) {
        const response = await owner.request(req);
        expect(response.statusCode, `${req.method} ${req.url}`).toBe(404);
        expect(response.json().error.message).toBe(LISTING_MSG.notFound);
      }
    }
  });

  it('saves a listing, shows current data under Saved Projects, and drops it when the owner removes it', async () => {
    const { id } = await post({ title: 'Fence repair' });
    expect((await other.request({ method: 'PUT', url: `/api/listings/${id}/like` })).json()).toEqual({ isLiked: true });
    expect((await other.request({ method: 'PUT', url: `/api/listings/${id}/like` })).statusCode).toBe(200); // idempotent
    await owner.request({ method: 'PUT', url: `/api/listings/${id}`, payload: buildServicesBody([image], { title: 'Fence replacement' }) });

    const liked = await other.request({ method: 'GET', url: '/api/listings/liked?status=open' });
    const card = liked.json().items.find((l: { id: string }) => l.id === id);
    expect(card).toMatchObject({ title: 'Fence replacement', isLiked: true });
    expect((await other.request({ method: 'GET', url: `/api/listings/${id}` })).json().isLiked).toBe(true);
    expect((await owner.request({ method: 'GET', url: '/api/listings/liked' })).json().items).toEqual([]);

    const removed = await owner.request({ method: 'DELETE', url: `/api/listings/${id}` });
    expect(removed.statusCode).toBe(200);
    const after = await other.request({ method: 'GET', url: '/api/listings/liked?status=open' });
    expect(after.json().items.map((l: { id: string }) => l.id)).not.toContain(id);
    expect((await other.request({ method: 'GET', url: `/api/listings/${id}` })).statusCode).toBe(404);
  });

  it('unlikes', async () => {
    const { id } = await post();
    await other.request({ method: 'PUT', url: `/api/listings/${id}/like` });
    expect((await other.request({ method: 'DELETE', url: `/api/listings/${id}/like` })).json()).toEqual({ isLiked: false });
    expect((await other.request({ method: 'GET', url: '/api/listings/liked' })).json().items.map((l: { id: string }) => l.id)).not.toContain(id);
  });

  it('lists no bidders yet, in the bidder row shape without amounts', async () => {
    const { id } = await post();
    const response = await other.request({ method: 'GET', url: `/api/listings/${id}/bidders` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bidders: [] });
  });

  it('pages My Projects and Saved Projects 20 at a time, latest updated first, each project once', async () => {
    const poster = await buildUser(app, { userType: 'home_owner', onboarded: true });
    const saver = await buildUser(app, { userType: 'contractor', onboarded: true });
    const posterImage = await uploadImage(poster);
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) {
      const response = await postListing(poster, buildServicesBody([posterImage], { title: `Project ${i}` }));
      ids.push(response.json().id);
      await saver.request({ method: 'PUT', url: `/api/listings/${response.json().id}/like` });
    }
    // ten of them updated in the same millisecond, across the first page's end: their ids decide their order
    await app.ctx.db.update(listings).set({ updatedAt: new Date('2026-01-01T00:00:00.000Z') }).where(inArray(listings.id, ids.slice(5, 15)));
    const rows = await app.ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.posterId, poster.id)).orderBy(desc(listings.updatedAt), desc(listings.id));
    const expected = rows.map((row) => row.id);

    for (const list of ['mine', 'liked'] as const) {
      const user = list === 'mine' ? poster : saver;
      const first = (await user.request({ url: `/api/listings/${list}?status=open` })).json();
      expect(first.items).toHaveLength(20);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (await user.request({ url: `/api/listings/${list}?status=open&cursor=${encodeURIComponent(first.nextCursor)}` })).json();
      expect(second).toMatchObject({ nextCursor: null });
      expect([...first.items, ...second.items].map((card: { id: string }) => card.id), list).toEqual(expected);
    }
  });

  it('refuses a page link it did not make, and changes nothing', async () => {
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', "x'; drop table listings; --"])).toString('base64url');
    for (const cursor of ['not-a-cursor', forged, Buffer.from('[1,2]').toString('base64url')]) {
      for (const list of ['mine', 'liked']) {
        const response = await owner.request({ url: `/api/listings/${list}?status=open&cursor=${encodeURIComponent(cursor)}` });
        expect(response.statusCode, `${list} ${cursor}`).toBe(400);
        expect(response.json().error.message).toBe('This page link is no longer valid. Please reload the page.');
      }
    }
    expect((await owner.request({ url: '/api/listings/mine?status=open' })).statusCode).toBe(200);
  });

  it('refuses a bad status filter', async () => {
    const response = await owner.request({ method: 'GET', url: '/api/listings/mine?status=won' });
    expect(response.statusCode).toBe(400);
  });
});

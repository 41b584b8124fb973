import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp, buildServicesBody, postListing, uploadFile, uploadImage } from '../../../test/support/listings';

/** Whether the file of an upload key is still in storage. */
const isStored = async (app: App, key: string) => (await app.ctx.storage.get(key)) !== undefined;

describe('listing files leave storage with their listing', () => {
  let app: App;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    owner = await buildUser(app, { userType: 'home_owner', onboarded: true });
    other = await buildUser(app, { userType: 'home_owner', onboarded: true });
  });
  afterAll(() => app.close());

  async function uploadDocument(user: TestUser): Promise<string> {
    const response = await uploadFile(user, 'document', { name: 'plan.pdf', bytes: Buffer.from('%PDF-1.7\nplan') });
    expect(response.statusCode).toBe(200);
    return response.json().key;
  }

  async function post(user: TestUser, images: string[], documents: string[] = []): Promise<string> {
    const response = await postListing(user, buildServicesBody(images, { documents }));
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  it('deletes the images and documents of a removed listing, but not a file another listing still shows', async () => {
    const [own, shared, document] = [await uploadImage(owner, 10), await uploadImage(owner, 60), await uploadDocument(owner)];
    const removed = await post(owner, [own, shared], [document]);
    const kept = await post(owner, [shared]);

    const response = await owner.request({ method: 'DELETE', url: `/api/listings/${removed}` });
    expect(response.statusCode).toBe(200);
    expect(await isStored(app, own)).toBe(false);
    expect(await isStored(app, document)).toBe(false);
    expect(await isStored(app, shared)).toBe(true);
    expect((await owner.request({ method: 'GET', url: `/api/listings/${kept}` })).json().imageUrls).toEqual([`/uploads/${shared}`]);
    // a deleted file cannot be put on a post again
    const reuse = await postListing(owner, buildServicesBody([own]));
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe(LISTING_MSG.uploadNotFound);
  });

  it('keeps every file when the removal is refused', async () => {
    const image = await uploadImage(owner, 120);
    const id = await post(owner, [image]);
    expect((await other.request({ method: 'DELETE', url: `/api/listings/${id}` })).statusCode).toBe(403);
    await owner.request({ method: 'POST', url: `/api/listings/${id}/close` });
    expect((await owner.request({ method: 'DELETE', url: `/api/listings/${id}` })).statusCode).toBe(409);
    expect(await isStored(app, image)).toBe(true);
  });

  it('deletes an image or a document that an edit replaces and keeps the rest', async () => {
    const [first, second, replacement] = [await uploadImage(owner, 200), await uploadImage(owner, 220), await uploadImage(owner, 240)];
    const [oldDocument, newDocument] = [await uploadDocument(owner), await uploadDocument(owner)];
    const id = await post(owner, [first, second], [oldDocument]);

    const response = await owner.request({ method: 'PUT', url: `/api/listings/${id}`, payload: buildServicesBody([replacement, second], { documents: [newDocument] }) });
    expect(response.statusCode).toBe(200);
    expect(await isStored(app, first)).toBe(false);
    expect(await isStored(app, oldDocument)).toBe(false);
    for (const key of [second, replacement, newDocument]) expect(await isStored(app, key)).toBe(true);
  });

  it('keeps the files when an edit is refused', async () => {
    const [image, replacement] = [await uploadImage(owner, 300), await uploadImage(owner, 320)];
    const id = await post(owner, [image]);
    const refused = await owner.request({ method: 'PUT', url: `/api/listings/${id}`, payload: buildServicesBody([replacement], { title: '' }) });
    expect(refused.statusCode).toBe(400);
    const wrongType = await owner.request({ method: 'PUT', url: `/api/listings/${id}`, payload: { ...buildServicesBody([replacement]), listingType: 'material_supply', materialsProvided: undefined } });
    expect(wrongType.statusCode).toBe(400);
    expect(await isStored(app, image)).toBe(true);
  });
});

import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { listings } from '../../db/schema/listings';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('listings: input a user can type never gives a 500', () => {
  let app: App;
  let owner: TestUser;
  let image: string;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    owner = await buildUser(app, { userType: 'home_owner', onboarded: true });
    image = await uploadImage(owner);
  });
  afterAll(() => app.close());

  it.each(['2030-02-30', '2030-02-31', '2030-04-31'])('refuses the impossible date %s as a deadline and stores nothing', async (deadline) => {
    const response = await postListing(owner, buildServicesBody([image], { deadline }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LISTING_MSG.completionDateRequired);
    expect(await app.ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.posterId, owner.id))).toEqual([]);
  });

  it.each(['2024-02-30', '2024-99-99', '0000-00-00'])('answers the search filter deadline=%s with a 400', async (deadline) => {
    const response = await owner.request({ method: 'GET', url: `/api/listings?deadline=${deadline}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please select a valid date.');
  });

  it.each([
    ['a bare number as time', ['1', '00000000-0000-4000-8000-000000000000']],
    ['a year PostgreSQL cannot hold', ['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']],
    ['dashes for an id', ['2024-01-01T00:00:00.000Z', '------------------------------------']],
  ])('answers a forged page cursor with %s with a 400', async (_label, value) => {
    const response = await owner.request({ method: 'GET', url: `/api/listings?cursor=${cursorOf(value)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This page link is no longer valid. Please search again.');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeId } from '@homebid/shared/domain/badges';
import { bidSchema, listingBidsSchema } from '@homebid/shared/schemas/bid';
import { channelListSchema, channelSummarySchema } from '@homebid/shared/schemas/chat';
import { bidderListSchema, listingDetailSchema, listingPageSchema } from '@homebid/shared/schemas/listing';
import { publicProfileSchema } from '@homebid/shared/schemas/profile';
import type { App } from '../../app';
import type { TestUser } from '../../../test/factories';
import { buildContractor, buildListingsTestApp, buildPoster, createServiceListing, placeBidId } from '../../../test/support/bids';
import { linkSandboxBank, onboardSandboxCard, validCustomer } from '../../../test/support/payout-setup';
import { nextPhone, readCode, requestOtp, verifyPhone } from '../../../test/support/phone';
import { buildMultipart, createPngBytes } from '../../../test/support/upload-files';
import { runAdminCommand } from '../admin/admin-command';
import { badgesFor, badgesFromSourcesJson } from './user-badges';

describe('verified badges', () => {
  let app: App;
  let poster: TestUser;
  let bidder: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    [poster, bidder] = await Promise.all([buildPoster(app), buildContractor(app, 'Badge Bidder')]);
  });
  afterAll(() => app.close());

  const badgesOf = async (user: TestUser): Promise<BadgeId[]> => (await badgesFor(app.ctx.db, [user.id])).get(user.id)!;

  async function confirmPhone(user: TestUser) {
    const phone = nextPhone();
    expect((await requestOtp(app, user, phone)).statusCode).toBe(200);
    expect((await verifyPhone(user, phone, await readCode(app, `+1${phone}`))).statusCode).toBe(200);
  }

  async function addCertificate(user: TestUser): Promise<string> {
    const { payload, headers } = buildMultipart({ title: 'RI Contractor License' }, [{ fileName: 'license.png', contentType: 'image/png', bytes: createPngBytes() }]);
    const response = await user.request({ method: 'POST', url: '/api/profile/certificates', payload, headers });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it('earns each badge from its source, and only then', async () => {
    expect(await badgesOf(bidder)).toEqual([]);

    await confirmPhone(bidder);
    expect(await badgesOf(bidder)).toEqual(['phone_verified']);

    // a certificate alone is not a verified license: an operator must review it
    const certificate = await addCertificate(bidder);
    expect(await badgesOf(bidder)).toEqual(['phone_verified']);
    await runAdminCommand(app.ctx.db, ['verify-certificate', certificate]);
    expect(await badgesOf(bidder)).toEqual(['phone_verified', 'license_verified']);

    // the sandbox verifies a personal customer at once
    expect((await bidder.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() })).statusCode).toBe(200);
    expect(await badgesOf(bidder)).toEqual(['phone_verified', 'identity_verified', 'license_verified']);

    // payouts need both the card account and the linked bank
    expect((await onboardSandboxCard(bidder)).statusCode).toBe(200);
    expect(await badgesOf(bidder)).toEqual(['phone_verified', 'identity_verified', 'license_verified']);
    expect((await linkSandboxBank(bidder)).statusCode).toBe(200);
    expect(await badgesOf(bidder)).toEqual(['phone_verified', 'identity_verified', 'payouts_ready', 'license_verified']);
  });

  it('reads many users in one call, each present, an unknown id with none', async () => {
    const map = await badgesFor(app.ctx.db, [poster.id, bidder.id, 'no-such-user', bidder.id]);
    expect([...map.keys()].sort()).toEqual([poster.id, bidder.id, 'no-such-user'].sort());
    expect(map.get('no-such-user')).toEqual([]);
    expect(map.get(poster.id)).toEqual([]);
    expect(map.get(bidder.id)).toHaveLength(4);
  });

  it('goes out with every view that names a user', async () => {
    // the poster earns the badges a poster can (payouts are a seller's): the search reads each source in its
    // statement's JSON (badgeSourcesJsonSql), the other views through badgesFor
    await confirmPhone(poster);
    await runAdminCommand(app.ctx.db, ['verify-certificate', await addCertificate(poster)]);
    expect((await poster.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() })).statusCode).toBe(200);
    const posterBadges = ['phone_verified', 'identity_verified', 'license_verified'];
    expect(await badgesOf(poster)).toEqual(posterBadges);
    const bidderBadges = await badgesOf(bidder);
    const listingId = await createServiceListing(poster);
    const bidId = await placeBidId(bidder, listingId);
    const get = async (user: TestUser, url: string) => {
      const response = await user.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };

    // the search page, written as JSON by the database
    const page = listingPageSchema.parse(await get(bidder, '/api/listings'));
    expect(page.items.find((card) => card.id === listingId)?.poster.badges).toEqual(posterBadges);
    expect(listingPageSchema.parse(await get(poster, '/api/listings/mine')).items[0]?.poster.badges).toEqual(posterBadges);
    expect(listingDetailSchema.parse(await get(bidder, `/api/listings/${listingId}`)).poster.badges).toEqual(posterBadges);
    const [row] = bidderListSchema.parse(await get(poster, `/api/listings/${listingId}/bidders`)).bidders;
    expect(row).toMatchObject({ bidderId: bidder.id, badges: bidderBadges, rating: { average: 0, count: 0 } });
    expect(listingBidsSchema.parse(await get(poster, `/api/listings/${listingId}/bids`)).bids[0]?.bidder.badges).toEqual(bidderBadges);
    expect(bidSchema.parse(await get(poster, `/api/bids/${bidId}`)).bidder.badges).toEqual(bidderBadges);
    expect(publicProfileSchema.parse(await get(poster, `/api/profiles/${bidder.id}`)).badges).toEqual(bidderBadges);
    // 'View as others see it': one's own public profile
    expect(publicProfileSchema.parse(await get(poster, `/api/profiles/${poster.id}`)).badges).toEqual(posterBadges);

    const opened = await poster.request({ method: 'POST', url: '/api/chat/channels', payload: { userId: bidder.id } });
    expect(channelSummarySchema.parse(opened.json()).otherMember.badges).toEqual(bidderBadges);
    const [channel] = channelListSchema.parse(await get(bidder, '/api/chat/channels')).channels;
    expect(channel?.otherMember).toMatchObject({ id: poster.id, badges: posterBadges });
  });

  it('cannot be set by a client: a badges field in a profile update changes nothing', async () => {
    const before = await badgesOf(poster);
    const response = await poster.request({
      method: 'PUT',
      url: '/api/profile/details',
      payload: { name: 'Poster Name', streetAddress: '1 Main St', city: 'Providence', state: 'Rhode Island', zipCode: '02903', badges: ['license_verified', 'identity_verified'] },
    });
    expect(response.statusCode).toBe(200);
    expect(await badgesOf(poster)).toEqual(before);
    expect(publicProfileSchema.parse((await bidder.request({ method: 'GET', url: `/api/profiles/${poster.id}` })).json()).badges).toEqual(before);
  });
});

describe('badges from a row\'s sources text', () => {
  // badgeSourceColumns' order: phone verified, card account, charges, payouts, ACH customer, its status, funding source, reviewed certificate
  const sources = (phone: boolean, certificate: boolean, ach: string | null) => JSON.stringify([phone, null, false, false, ach && 'cus_1', ach, ach && 'fs_1', certificate]);

  it('decides each text by the shared rule, the same answer every time, whatever was decided before', () => {
    expect(badgesFromSourcesJson(null)).toEqual([]);
    expect(badgesFromSourcesJson(sources(false, false, null))).toEqual([]);
    expect(badgesFromSourcesJson(sources(true, false, null))).toEqual(['phone_verified']);
    expect(badgesFromSourcesJson(sources(true, true, 'verified'))).toEqual(['phone_verified', 'identity_verified', 'license_verified']);
    expect(badgesFromSourcesJson(sources(false, false, null))).toEqual([]);
    // past the bound of texts kept: still decided right
    for (let i = 0; i < 1_100; i++) badgesFromSourcesJson(JSON.stringify([false, `acct_${i}`, false, false, null, null, null, false]));
    expect(badgesFromSourcesJson(sources(true, false, 'retry'))).toEqual(['phone_verified']);
    expect(badgesFromSourcesJson(sources(true, true, 'verified'))).toEqual(['phone_verified', 'identity_verified', 'license_verified']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import { FEEDBACK_MSG } from '@homebid/shared/schemas/feedback';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { testimonials } from '../../db/schema/profiles';
import type { TestUser } from '../../../test/factories';
import { buildContractor, buildListingsTestApp, buildPoster, createServiceListing, errorOf, placeBidId } from '../../../test/support/bids';
import { buildStartedContract, setMilestonesPaidForTest } from '../../../test/support/contracts';

describe('Leave Feedback and the bidder rating', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
  });
  afterAll(() => app.close());

  const leave = (user: TestUser, contractId: string, payload: unknown) => user.request({ method: 'POST', url: `/api/contracts/${contractId}/feedback`, payload: payload as object });
  const endedContract = async (parties: { poster?: TestUser; bidder?: TestUser } = {}) => {
    const started = await buildStartedContract(app, parties);
    await setMilestonesPaidForTest(app, started.contractId);
    const ended = await started.poster.request({ method: 'POST', url: `/api/contracts/${started.contractId}/end` });
    if (ended.statusCode !== 200) throw new Error(ended.body);
    return started;
  };

  it('the poster of an ended contract leaves one feedback; it shows on the bidder profile with the rating', async () => {
    const { poster, bidder, contractId } = await buildStartedContract(app);
    const good = { stars: 4, description: '  Careful work, on time.  ' };
    expect(errorOf(await leave(poster, contractId, good))).toEqual([409, FEEDBACK_MSG.notEnded]);
    await setMilestonesPaidForTest(app, contractId);
    await poster.request({ method: 'POST', url: `/api/contracts/${contractId}/end` });

    expect(errorOf(await leave(poster, contractId, { stars: 4, description: '   ' }))).toEqual([400, FEEDBACK_MSG.descriptionRequired]);
    expect(errorOf(await leave(poster, contractId, { stars: 6, description: 'x' }))).toEqual([400, FEEDBACK_MSG.starsRange]);
    expect(errorOf(await leave(poster, contractId, { stars: 0, description: 'x' }))).toEqual([400, FEEDBACK_MSG.starsRange]);
    expect(errorOf(await leave(bidder, contractId, good))).toEqual([403, FEEDBACK_MSG.onlyPoster]);
    expect(errorOf(await leave(await buildContractor(app), contractId, good))).toEqual([404, CONTRACT_MSG.notFound]);
    expect((await app.ctx.db.select().from(testimonials).where(eq(testimonials.contractId, contractId))).length).toBe(0);

    const saved = await leave(poster, contractId, good);
    expect(saved.statusCode).toBe(201);
    const listingTitle = (await poster.request({ method: 'GET', url: `/api/contracts/${contractId}` })).json().listing.title;
    expect(saved.json()).toMatchObject({
      message: FEEDBACK_MSG.saved,
      feedback: { stars: 4, description: 'Careful work, on time.', amountCents: 50_000, title: listingTitle, posterId: poster.id, posterName: poster.name, contractId },
    });
    expect(errorOf(await leave(poster, contractId, { stars: 5, description: 'again' }))).toEqual([409, FEEDBACK_MSG.alreadyLeft]);

    // both sides read it on the contract; others cannot
    for (const user of [poster, bidder]) {
      expect((await user.request({ method: 'GET', url: `/api/contracts/${contractId}/feedback` })).json().feedback).toMatchObject({ stars: 4 });
    }
    expect((await (await buildPoster(app)).request({ method: 'GET', url: `/api/contracts/${contractId}/feedback` })).statusCode).toBe(404);

    // the bidder's Feedback page, the profile view modal with the rating, an alert
    const own = (await bidder.request({ method: 'GET', url: '/api/profile/testimonials' })).json();
    expect(own.map((t: { stars: number }) => t.stars)).toEqual([4]);
    const publicView = (await poster.request({ method: 'GET', url: `/api/profiles/${bidder.id}` })).json();
    expect(publicView.rating).toEqual({ average: 4, count: 1 });
    expect(publicView.testimonials[0].description).toBe('Careful work, on time.');
    const [alert] = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, bidder.id), eq(alerts.kind, 'feedback_received')));
    expect(alert).toMatchObject({ title: 'Feedback Received', link: '/v1/profile/feedback' });
    expect(alert!.message).toContain('4 stars');
  });

  it('stars default to 1; a second contract makes the average and the count; View Bidders shows ratings', async () => {
    const bidder = await buildContractor(app);
    const first = await endedContract({ bidder });
    expect((await leave(first.poster, first.contractId, { description: 'Fine.' })).json().feedback.stars).toBe(1);
    const second = await endedContract({ bidder });
    expect((await leave(second.poster, second.contractId, { stars: 4, description: 'Good.' })).statusCode).toBe(201);
    const viewer = await buildPoster(app);
    expect((await viewer.request({ method: 'GET', url: `/api/profiles/${bidder.id}` })).json().rating).toEqual({ average: 2.5, count: 2 });

    // a poster choosing among bidders sees each one's rating, zero for a newcomer
    const newcomer = await buildContractor(app);
    const listingId = await createServiceListing(viewer);
    await placeBidId(bidder, listingId);
    await placeBidId(newcomer, listingId);
    const listed = (await viewer.request({ method: 'GET', url: `/api/listings/${listingId}/bids` })).json();
    expect(listed.bidderRatings).toEqual({ [bidder.id]: { average: 2.5, count: 2 }, [newcomer.id]: { average: 0, count: 0 } });
  });

  it('ten concurrent submissions store one feedback', async () => {
    const { poster, bidder, contractId } = await endedContract();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => leave(poster, contractId, { stars: 5, description: `try ${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await app.ctx.db.select().from(testimonials).where(eq(testimonials.bidderId, bidder.id))).toHaveLength(1);
    expect(await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, bidder.id), eq(alerts.kind, 'feedback_received')))).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDigestTime } from '@homebid/shared/domain/lead-digest';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { leadMatches } from '../../db/schema/leads';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildContractor, buildListingsTestApp, buildPoster, buildSupplier } from '../../../test/support/bids';
import { buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';
import { signUnsubscribeToken } from '../notifications/unsubscribe-token';
import { sendLeadDigest } from './lead-digest.job';
import { LEAD_DIGEST_JOB } from './lead-matching';

/** Providence, RI (the test listings' place, zip 02903) and New York City. */
const PROVIDENCE = { nearLat: 41.824, nearLng: -71.412 };
const NEW_YORK = { nearLat: 40.713, nearLng: -74.006 };

describe('lead alerts: saved searches matched against new listings', () => {
  let app: App;
  let poster: TestUser;
  let image: string;

  const save = (user: TestUser, filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    user.request({ method: 'POST', url: '/api/saved-searches', payload: { name: 'My search', frequency: 'instant', filter, ...extra } });
  const saveId = async (user: TestUser, filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const response = await save(user, filter, extra);
    if (response.statusCode !== 201) throw new Error(`save failed: ${response.body}`);
    return response.json().id as string;
  };
  /** Posts a listing as `by` (the kitchen remodel in Providence, $12,500, Carpenter + Plumbing) and runs the jobs due. */
  const post = async (by: TestUser, overrides: Record<string, unknown> = {}) => {
    const response = await postListing(by, buildServicesBody([await uploadImage(by)], overrides));
    if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
    await app.ctx.jobs.runDueJobs();
    return response.json().id as string;
  };
  const leadsOf = async (user: TestUser) => (await app.ctx.db.select().from(leadMatches).where(eq(leadMatches.userId, user.id))).map((m) => m.listingId);
  const leadAlertsOf = async (user: TestUser) => (await app.ctx.db.select().from(alerts).where(eq(alerts.userId, user.id))).filter((a) => a.kind === 'new_lead');
  const mailsTo = async (user: TestUser) =>
    (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}` })).json() as Array<{ subject: string; body: string; headers?: Record<string, string> }>;

  beforeAll(async () => {
    app = await buildListingsTestApp();
    poster = await buildPoster(app);
    image = await uploadImage(poster);
    expect(image).toBeTruthy();
  }, 180_000);
  afterAll(() => app.close());

  it('only contractors and suppliers save searches; bad input is refused with a clear error and saves nothing', async () => {
    const homeowner = await buildPoster(app);
    expect((await save(homeowner, { text: 'kitchen' })).json().error.message).toBe('Only contractors and suppliers can save searches.');
    const noType = await buildUser(app);
    expect((await save(noType, {})).statusCode).toBe(403);
    const supplier = await buildSupplier(app);
    expect((await save(supplier, { text: 'lumber' })).statusCode).toBe(201);
    const contractor = await buildContractor(app);
    const blank = await save(contractor, {}, { name: '  ' });
    expect([blank.statusCode, blank.json().error.message]).toEqual([400, 'Please enter a name for this search.']);
    expect((await save(contractor, {}, { frequency: 'hourly' })).statusCode).toBe(400);
    expect((await save(contractor, { miles: 10 })).json().error.code).toBe('near_place_required');
    expect((await save(contractor, { types: ['Astrology'] })).statusCode).toBe(400);
    expect((await contractor.request({ method: 'GET', url: '/api/saved-searches' })).json().searches).toEqual([]);
  });

  it('matches each filter of the listing search in the database: text, project types, budget, listing type, city, distance', async () => {
    const cases: Array<[Record<string, unknown>, boolean]> = [
      [{ text: 'kitchen SINK' }, true],
      [{ text: 'kitchen roof' }, false],
      [{ types: ['Plumbing', 'Roofing'] }, true],
      [{ types: ['Roofing'] }, false],
      [{ maxBudgetCents: 1_250_000 }, true],
      [{ maxBudgetCents: 1_249_999 }, false],
      [{ listingTypes: ['service'] }, true],
      [{ listingTypes: ['material_supply'] }, false],
      [{ city: ' PROVIDENCE ' }, true],
      [{ city: 'Boston' }, false],
      [{ ...PROVIDENCE, miles: 5, placeLabel: 'Providence, RI 02903' }, true],
      [{ ...NEW_YORK, miles: 100 }, false],
      [{ ...NEW_YORK, miles: 200 }, true],
      [{ text: 'cabinets', types: ['Carpenter'], maxBudgetCents: 2_000_000, ...PROVIDENCE, miles: 25 }, true],
      [{ text: 'cabinets', types: ['Carpenter'], maxBudgetCents: 1_000_000, ...PROVIDENCE, miles: 25 }, false],
      [{}, true],
    ];
    const users = await Promise.all(cases.map(() => buildContractor(app)));
    for (const [i, [filter]] of cases.entries()) await saveId(users[i]!, filter);
    const listingId = await post(poster);
    const matched = await Promise.all(users.map(async (u) => (await leadsOf(u)).includes(listingId)));
    expect(matched).toEqual(cases.map(([, expected]) => expected));
    // each matching owner has one 'New Lead' alert that opens the listing
    const [alert] = await leadAlertsOf(users[0]!);
    expect(alert).toMatchObject({ title: 'New Lead', link: `/v1?postID=${listingId}` });
    expect(alert!.message).toContain('Kitchen remodel');
    expect(await leadAlertsOf(users[1]!)).toEqual([]);
  });

  it('tells a user of a listing once, however many of their searches match; never of their own listing; never by a paused search', async () => {
    const contractor = await buildContractor(app);
    await saveId(contractor, { text: 'kitchen' });
    await saveId(contractor, { types: ['Plumbing'] }, { frequency: 'daily' });
    const paused = await saveId(contractor, { text: 'gazebo' });
    expect((await contractor.request({ method: 'PATCH', url: `/api/saved-searches/${paused}`, payload: { paused: true } })).json().paused).toBe(true);

    const first = await post(poster);
    expect(await leadsOf(contractor)).toEqual([first]);
    expect(await leadAlertsOf(contractor)).toHaveLength(1);
    // the right-away search is the one that told them (so the e-mail went right away, not in the digest)
    const [match] = await app.ctx.db.select().from(leadMatches).where(eq(leadMatches.userId, contractor.id));
    expect(match!.digest).toBe(false);

    // the job running again (a retry) finds nothing new
    await app.ctx.db.transaction(async (tx) => (await import('./lead-match-queue')).enqueueLeadMatching(tx, first));
    await app.ctx.jobs.runDueJobs();
    expect(await leadAlertsOf(contractor)).toHaveLength(1);

    // their own listing, matching all their searches, is no lead
    await post(contractor, { title: 'Kitchen gazebo' });
    expect(await leadsOf(contractor)).toEqual([first]);

    // the paused search matches nothing until resumed
    const gazebo = await post(poster, { title: 'Garden gazebo', industries: ['Framing'], description: 'A cedar gazebo.' });
    expect(await leadsOf(contractor)).toEqual([first]);
    await contractor.request({ method: 'PATCH', url: `/api/saved-searches/${paused}`, payload: { paused: false } });
    const gazebo2 = await post(poster, { title: 'Second gazebo', industries: ['Framing'], description: 'Another one.' });
    expect((await leadsOf(contractor)).sort()).toEqual([first, gazebo2].sort());
    expect(await leadsOf(contractor)).not.toContain(gazebo);
  });

  it('e-mails a right-away lead through the alert e-mail, with its unsubscribe link and headers for new leads', async () => {
    const contractor = await buildContractor(app);
    await saveId(contractor, { text: 'deck' });
    await post(poster, { title: 'New deck' });
    await app.ctx.jobs.runDueJobs();
    const [mail] = (await mailsTo(contractor)).filter((m) => m.subject === 'HomeBid: New Lead');
    const unsubscribe = `/notifications/unsubscribe?token=${signUnsubscribeToken(app.ctx.config.authSecret, contractor.id, 'new_lead')}`;
    expect(mail!.body).toContain('New deck');
    expect(mail!.body).toContain(unsubscribe);
    expect(mail!.headers!['List-Unsubscribe']).toContain(unsubscribe);

    // unsubscribing (the link's one-click POST) stops the next one
    const off = await app.inject({ method: 'POST', url: unsubscribe, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(off.statusCode).toBeLessThan(300);
    await post(poster, { title: 'Second deck' });
    await app.ctx.jobs.runDueJobs();
    expect((await mailsTo(contractor)).filter((m) => m.subject === 'HomeBid: New Lead')).toHaveLength(1);
    // the alert itself is still there
    expect(await leadAlertsOf(contractor)).toHaveLength(2);
  });

  it('a daily-digest search waits for 7 am Eastern, then sends ONE e-mail of every lead not yet e-mailed', async () => {
    const contractor = await buildContractor(app);
    await saveId(contractor, { text: 'fence' }, { frequency: 'daily' });
    const before = new Date();
    await post(poster, { title: 'Cedar fence' });
    await post(poster, { title: 'Vinyl fence' });
    await app.ctx.jobs.runDueJobs();
    expect(await leadAlertsOf(contractor)).toHaveLength(2);
    expect(await mailsTo(contractor)).toEqual([]);
    const jobs = (await app.ctx.jobs.listJobs(LEAD_DIGEST_JOB)).filter((j) => (j.data as { userId: string }).userId === contractor.id);
    expect(jobs).toHaveLength(2);
    const due = nextDigestTime(before).getTime();
    for (const job of jobs) expect(Math.abs(job.startAfter.getTime() - due)).toBeLessThan(120_000);

    expect(await sendLeadDigest(app.ctx, contractor.id)).toBe(2);
    const mails = await mailsTo(contractor);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('HomeBid: 2 new projects match your saved searches');
    expect(mails[0]!.body).toContain('Cedar fence');
    expect(mails[0]!.body).toContain('Vinyl fence');
    expect(mails[0]!.headers!['List-Unsubscribe']).toContain(signUnsubscribeToken(app.ctx.config.authSecret, contractor.id, 'new_lead'));
    // the second job of the morning sends nothing; a later lead goes in the next digest alone
    expect(await sendLeadDigest(app.ctx, contractor.id)).toBe(0);
    await post(poster, { title: 'Iron fence' });
    expect(await sendLeadDigest(app.ctx, contractor.id)).toBe(1);
    expect((await mailsTo(contractor)).map((m) => m.subject)).toContain('HomeBid: 1 new project matches your saved searches');

    // turned off, the digest sends nothing
    await contractor.request({ method: 'PUT', url: '/api/notifications/preferences', payload: { kind: 'new_lead', emailEnabled: false } });
    await post(poster, { title: 'Split-rail fence' });
    expect(await sendLeadDigest(app.ctx, contractor.id)).toBe(0);
    expect(await mailsTo(contractor)).toHaveLength(2);
  });

  it('lists the searches with their new matches; opening one marks them seen; edits and deletes; another user gets 404', async () => {
    const contractor = await buildContractor(app);
    const id = await saveId(contractor, { text: 'bathroom', ...PROVIDENCE, miles: 10, placeLabel: 'Providence, RI 02903' }, { name: 'Bathrooms near me' });
    await post(poster, { title: 'Bathroom tiles' });
    await post(poster, { title: 'Bathroom vanity' });
    const [listed] = (await contractor.request({ method: 'GET', url: '/api/saved-searches' })).json().searches;
    expect(listed).toMatchObject({ id, name: 'Bathrooms near me', frequency: 'instant', paused: false, newMatchCount: 2 });
    expect(listed.filter).toEqual({ text: 'bathroom', ...PROVIDENCE, miles: 10, placeLabel: 'Providence, RI 02903' });

    const opened = await contractor.request({ method: 'POST', url: `/api/saved-searches/${id}/open` });
    expect(opened.json().newMatchCount).toBe(2);
    expect((await contractor.request({ method: 'GET', url: '/api/saved-searches' })).json().searches[0].newMatchCount).toBe(0);

    const edited = await contractor.request({ method: 'PATCH', url: `/api/saved-searches/${id}`, payload: { name: 'Baths', frequency: 'daily' } });
    expect(edited.json()).toMatchObject({ name: 'Baths', frequency: 'daily' });

    const other = await buildContractor(app);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/saved-searches/${id}`, payload: { name: 'Mine now' } },
      { method: 'POST' as const, url: `/api/saved-searches/${id}/open` },
      { method: 'DELETE' as const, url: `/api/saved-searches/${id}` },
      { method: 'DELETE' as const, url: '/api/saved-searches/not-an-id' },
    ]) {
      const response = await other.request(request);
      expect([response.statusCode, response.json().error.message]).toEqual([404, 'Saved search not found.']);
    }
    expect((await other.request({ method: 'GET', url: '/api/saved-searches' })).json().searches).toEqual([]);

    expect((await contractor.request({ method: 'DELETE', url: `/api/saved-searches/${id}` })).statusCode).toBe(200);
    expect((await contractor.request({ method: 'GET', url: '/api/saved-searches' })).json().searches).toEqual([]);
    // the listings it found stay told: a search saved again does not bring them back
    expect(await leadsOf(contractor)).toHaveLength(2);
  });

  it('allows at most twenty saved searches per user', async () => {
    const contractor = await buildContractor(app);
    await Promise.all(Array.from({ length: 20 }, (_, i) => saveId(contractor, { text: `word${i}` })));
    const refused = await save(contractor, { text: 'one more' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'You can save at most twenty searches. Delete one to save another.']);
    expect((await contractor.request({ method: 'GET', url: '/api/saved-searches' })).json().searches).toHaveLength(20);
  });
});

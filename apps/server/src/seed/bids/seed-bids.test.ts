import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { bids, contracts } from '../../db/schema/bids';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { listMyBids } from '../../modules/bids/bid-lists.service';
import { users } from '../../db/schema/auth';
import { buildListingsTestApp } from '../../../test/support/bids';
import { seedDemoApp } from '../seed-demo';
import { DEMO_ACCOUNTS } from '../demo-users';
import { seedBids } from './seed-bids';

describe('seedBids', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    await seedDemoApp(app); // the demo seed adds the bids after the users and listings
  });
  afterAll(() => app.close());

  it('adds bids by the demo contractor and supplier with three accepted contracts; a second run adds none', async () => {
    expect((await app.ctx.db.select().from(bids)).length).toBeGreaterThanOrEqual(5);
    expect(await seedBids(app.ctx)).toEqual({ created: 0, escrowContractIds: [] });
    const emails = ['contractor', 'supplier'].map((k) => DEMO_ACCOUNTS.find((a) => a.key === k)!.email);
    for (const address of emails) {
      const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, address));
      expect((await app.ctx.db.select().from(bids).where(eq(bids.bidderId, user.id))).length).toBeGreaterThan(0);
    }
    const all = await app.ctx.db.select().from(contracts);
    expect(all).toHaveLength(3);
    expect(all.every((c) => c.bidderAccepted === 'accepted')).toBe(true);
  });

  it("leaves the contractor's newest won contract with nothing paid or funded (the e2e accessibility run and the web bench pay its milestone 1)", async () => {
    const [contractor] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.find((a) => a.key === 'contractor')!.email));
    const newestWon = (await listMyBids(app.ctx, contractor!.id)).find((bid) => bid.isWon)!;
    const [contract] = await app.ctx.db.select().from(contracts).where(eq(contracts.id, newestWon.contractId!));
    expect(contract!.totalPaidCents).toBe(0);
    expect(await app.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contract!.id))).toEqual([]);
  });
});

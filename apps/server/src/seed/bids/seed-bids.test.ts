import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { bids, contracts } from '../../db/schema/bids';
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

  it('adds bids by the demo contractor and supplier with one accepted contract; a second run adds none', async () => {
    expect((await app.ctx.db.select().from(bids)).length).toBeGreaterThanOrEqual(5);
    expect(await seedBids(app.ctx)).toEqual({ created: 0 });
    const emails = ['contractor', 'supplier'].map((k) => DEMO_ACCOUNTS.find((a) => a.key === k)!.email);
    for (const address of emails) {
      const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, address));
      expect((await app.ctx.db.select().from(bids).where(eq(bids.bidderId, user.id))).length).toBeGreaterThan(0);
    }
    const all = await app.ctx.db.select().from(contracts);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ bidderAccepted: 'accepted', totalPaidCents: 0 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { listingUploads } from '../../db/schema/listings';
import { captchaUses, phoneOtps } from '../../db/schema/phone';
import { buildListingsTestApp, buildPoster, createServiceListing } from '../../../test/support/bids';
import { uploadImage } from '../../../test/support/listings';
import { runHousekeeping } from './housekeeping.job';

describe('housekeeping', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildListingsTestApp();
  }, 180_000);
  afterAll(() => app.close());

  it('sweeps uploads never attached after 24 h (row and file), keeps attached and recent ones, and purges expired codes', async () => {
    const poster = await buildPoster(app);
    await createServiceListing(poster);
    const [attached] = await app.ctx.db.select().from(listingUploads).where(eq(listingUploads.ownerId, poster.id));
    const orphan = await uploadImage(poster);
    const recent = await uploadImage(poster);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    for (const key of [attached!.key, orphan]) await app.ctx.db.update(listingUploads).set({ createdAt: dayAgo }).where(eq(listingUploads.key, key));
    expect(await app.ctx.storage.get(orphan)).toBeDefined();

    const old = new Date(Date.now() - 3 * 3600_000);
    await app.ctx.db.insert(phoneOtps).values([
      { userId: poster.id, phone: '+14015550100', codeHash: 'x', createdAt: old, expiresAt: old },
      { userId: poster.id, phone: '+14015550100', codeHash: 'y', createdAt: new Date(), expiresAt: new Date(Date.now() + 600_000) },
    ]);
    await app.ctx.db.insert(captchaUses).values([
      { signature: 'expired', expiresAt: old },
      { signature: 'live', expiresAt: new Date(Date.now() + 600_000) },
    ]);

    await runHousekeeping(app.ctx);

    const keys = (await app.ctx.db.select().from(listingUploads).where(eq(listingUploads.ownerId, poster.id))).map((u) => u.key);
    expect(keys.sort()).toEqual([attached!.key, recent].sort());
    expect(await app.ctx.storage.get(orphan)).toBeUndefined();
    expect((await app.ctx.db.select().from(phoneOtps)).map((o) => o.codeHash)).toEqual(['y']);
    expect((await app.ctx.db.select().from(captchaUses)).map((c) => c.signature)).toEqual(['live']);
  });
});

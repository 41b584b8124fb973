import { inArray, like } from 'drizzle-orm';
import { buildListingSearchText } from '@homebid/shared/domain/listing-search';
import { users } from '../../db/schema/auth';
import { catalogueProducts } from '../../db/schema/catalogue';
import { listings, type ListingFileRef } from '../../db/schema/listings';
import type { AppContext } from '../../platform/context';
import { toListingLocation } from '../../modules/listings/listing-location';
import { recordListingUpload } from '../../modules/listings/listing-uploads.service';
import { insertListing } from '../../modules/listings/listings.service';
import { createShareCode } from '../../modules/listings/share-code';
import { createRandomFileName } from '../../modules/uploads/upload-checks';
import { getAllPlaces } from '../../modules/places/gazetteer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-users';
import { MATERIAL_IDEAS, SERVICE_IDEAS, STREET_NAMES } from './demo-listing-data';
import { drawPatternPng } from './generated-images';
import { seedCatalogue } from './seed-catalogue';

export const DEMO_LISTING_COUNT = 240;
/** Demo listings' share codes start with this, which is how a second run knows they exist. */
const DEMO_CODE_PREFIX = 'demo';

/** A small deterministic random generator, so the demo data is the same on every fresh database. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The demo posters: the demo accounts (made by seed-demo.ts), or two posters of our own when they are missing. */
async function getPosterIds(ctx: Pick<AppContext, 'auth' | 'db'>): Promise<string[]> {
  const rows = await ctx.db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  if (rows.length) return rows.map((r) => r.id);
  const ids: string[] = [];
  for (const [name, email] of [['Nora Whitfield', 'demo.poster1@example.com'], ['Sam Okafor', 'demo.poster2@example.com']]) {
    const result = await ctx.auth.api.signUpEmail({ body: { name, email, password: DEMO_PASSWORD } });
    ids.push(result.user.id);
  }
  return ids;
}

/** Uploads a few generated photos for each poster (so they are the poster's own uploads). */
async function createPosterImages(ctx: Pick<AppContext, 'db' | 'storage'>, posterId: string, count: number, hueStart: number): Promise<ListingFileRef[]> {
  const files: ListingFileRef[] = [];
  for (let i = 0; i < count; i++) {
    const bytes = drawPatternPng({ width: 480, height: 320, hue: (hueStart + i * 37) % 360, pattern: i % 4, accent: 150, band: 0.22 });
    const key = createRandomFileName('png');
    await ctx.storage.put(key, bytes, 'image/png');
    const name = `project-photo-${i + 1}.png`;
    await recordListingUpload(ctx.db, { key, ownerId: posterId, kind: 'image', name, contentType: 'image/png', sizeBytes: bytes.length });
    files.push({ key, name });
  }
  return files;
}

/**
 * Adds DEMO_LISTING_COUNT listings (services and materials) across real RI and MA places, posted by the demo
 * users, with generated photos; some closed or ongoing for My Projects. Idempotent: skips when they exist.
 */
export async function seedListings(ctx: Pick<AppContext, 'auth' | 'config' | 'db' | 'storage'>): Promise<{ created: number }> {
  await seedCatalogue(ctx);
  const [existing] = await ctx.db.select({ id: listings.id }).from(listings).where(like(listings.shareCode, `${DEMO_CODE_PREFIX}%`)).limit(1);
  if (existing) return { created: 0 };

  const random = createRandom(20240611);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const posterIds = await getPosterIds(ctx);
  const images = new Map<string, ListingFileRef[]>();
  for (const [i, id] of posterIds.entries()) images.set(id, await createPosterImages(ctx, id, 8, i * 110));
  const places = getAllPlaces().filter((p) => ctx.config.allowedStates.includes(p.state) || ['RI', 'MA'].includes(p.state));
  const products = await ctx.db.select({ id: catalogueProducts.id, categoryId: catalogueProducts.categoryId }).from(catalogueProducts);

  const now = Date.now();
  for (let i = 0; i < DEMO_LISTING_COUNT; i++) {
    const posterId = posterIds[i % posterIds.length];
    const place = pick(places);
    const isService = random() < 0.7;
    const idea = isService ? pick(SERVICE_IDEAS) : pick(MATERIAL_IDEAS);
    const [low, high] = 'budget' in idea ? idea.budget : [800, 9_000];
    const budgetCents = Math.round((low + random() * (high - low)) / 50) * 5000;
    const ownImages = images.get(posterId)!;
    const first = Math.floor(random() * ownImages.length);
    const postImages = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => ownImages[(first + k) % ownImages.length]);
    const createdAt = new Date(now - Math.floor(random() * 60 * 86400_000));
    const status = i % 17 === 0 ? 'closed' : i % 23 === 0 ? 'ongoing' : 'open';
    const title = `${idea.title} in ${place.city}`;
    // the items are drawn after the listing's own values, so the demo data stays the same from one version to the next
    const drawItems = () => {
      if (isService || !('categories' in idea)) return [];
      const choices = products.filter((p) => idea.categories.includes(p.categoryId));
      const chosen = [...new Set(Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(choices).id))];
      return chosen.map((productId, position) => ({ productId, quantity: 1 + Math.floor(random() * 20), position }));
    };
    await insertListing(
      ctx.db,
      {
        shareCode: `${DEMO_CODE_PREFIX}${createShareCode(6)}`,
        posterId,
        listingType: isService ? 'service' : 'material_supply',
        status,
        title,
        description: idea.description,
        searchText: buildListingSearchText(title, idea.description),
        industries: idea.industries,
        materialsProvided: isService ? random() < 0.5 : null,
        budgetCents,
        deadline: new Date(now + (10 + Math.floor(random() * 120)) * 86400_000).toISOString().slice(0, 10),
        ...toListingLocation(`${1 + Math.floor(random() * 400)} ${pick(STREET_NAMES)}`, place),
        images: postImages,
        documents: [],
        createdAt,
        updatedAt: createdAt,
      },
      drawItems(),
    );
  }
  return { created: DEMO_LISTING_COUNT };
}

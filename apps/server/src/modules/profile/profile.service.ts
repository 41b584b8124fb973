import { eq } from 'drizzle-orm';
import type { BusinessDetails, ProfileDetails, PublicProfile, UserTypeUpdate, IndustryUpdate } from '@homebid/shared/schemas/profile';
import { businessDetailsSchema } from '@homebid/shared/schemas/profile';
import { MASKED_PHONE, maskEmail } from '@homebid/shared/domain/masking';
import { summarizeRating } from '@homebid/shared/domain/rating';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';
import { updateUserRecord } from '../../platform/auth/user-record';
import { badRequest, notFound } from '../../platform/errors';
import { listCertificates } from './certificates.service';
import { getOnboardingBlocker } from './profile.policy';
import { getProfileRow, type ProfileRow } from './profile-row';
import { listTestimonials } from './testimonials.service';
import { badgesFor, badgesOf } from './user-badges';

const imageUrlOf = (ctx: Pick<AppContext, 'storage'>, row: Pick<ProfileRow, 'imageKey'>) => (row.imageKey ? ctx.storage.urlOf(row.imageKey) : null);
/** The profile's shown fields, in the order the schema names them (the own profile's JSON has the same: own-profile.ts). */
const shownFieldsOf = (row: ProfileRow) => ({
  userType: row.userType,
  streetAddress: row.streetAddress,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  business: { name: row.businessName, address: row.businessAddress, url: row.businessUrl },
  industries: row.industries,
});

/** Another user's profile for the Profile view modal: e-mail and phone masked, never sent in full. */
export async function getPublicProfile(ctx: Pick<AppContext, 'db' | 'storage'>, profileId: string): Promise<PublicProfile> {
  const [row] = await ctx.db.select().from(profiles).where(eq(profiles.userId, profileId));
  if (!row) throw notFound('Profile not found.');
  const [certificates, testimonials, badges] = await Promise.all([listCertificates(ctx, row.userId), listTestimonials(ctx, row.userId), badgesFor(ctx.db, [row.userId])]);
  return {
    id: row.userId,
    name: row.name,
    imageUrl: imageUrlOf(ctx, row),
    badges: badgesOf(badges, row.userId),
    maskedEmail: maskEmail(row.email),
    maskedPhone: MASKED_PHONE,
    ...shownFieldsOf(row),
    certificates,
    testimonials,
    rating: summarizeRating(testimonials.map((t) => t.stars)),
  };
}

/** Saves the Profile Details step; the account name follows so the session shows the new name. */
export async function updateProfileDetails(ctx: Pick<AppContext, 'db'>, userId: string, details: ProfileDetails): Promise<void> {
  await getProfileRow(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        name: details.name,
        streetAddress: details.streetAddress,
        city: details.city,
        state: details.state,
        zipCode: details.zipCode,
        ...(details.userType ? { userType: details.userType } : {}),
      })
      .where(eq(profiles.userId, userId));
    await updateUserRecord(tx, userId, { name: details.name });
  });
}

export async function updateUserType(ctx: Pick<AppContext, 'db'>, userId: string, update: UserTypeUpdate): Promise<void> {
  await getProfileRow(ctx, userId);
  await ctx.db.update(profiles).set({ userType: update.userType }).where(eq(profiles.userId, userId));
}

/** Saves business name, address and website; empty ones are stored as absent. */
export async function updateBusinessDetails(ctx: Pick<AppContext, 'db'>, userId: string, input: BusinessDetails): Promise<void> {
  const business = businessDetailsSchema.parse(input);
  await getProfileRow(ctx, userId);
  await ctx.db
    .update(profiles)
    .set({
      businessName: business.businessName || null,
      businessAddress: business.businessAddress || null,
      businessUrl: business.businessUrl || null,
    })
    .where(eq(profiles.userId, userId));
}

export async function updateIndustries(ctx: Pick<AppContext, 'db'>, userId: string, update: IndustryUpdate): Promise<void> {
  await getProfileRow(ctx, userId);
  const industries = [...new Set(update.industries)];
  await ctx.db.update(profiles).set({ industries }).where(eq(profiles.userId, userId));
}

/** Marks onboarding done (isHomeScreenLooaded) once every required step has been saved. */
export async function completeOnboarding(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  const row = await getProfileRow(ctx, userId);
  const blocker = getOnboardingBlocker(row);
  if (blocker) throw badRequest(blocker, 'onboarding_incomplete');
  await ctx.db.update(profiles).set({ isHomeScreenLoaded: true }).where(eq(profiles.userId, userId));
}

/** The phone the user proved is theirs (the phone module's verification); a phone another profile has is a unique violation. */
export async function setVerifiedPhone(db: Database, userId: string, phone: string, verifiedAt: Date): Promise<void> {
  await db.update(profiles).set({ phone, phoneVerifiedAt: verifiedAt }).where(eq(profiles.userId, userId));
}

import { eq } from 'drizzle-orm';
import type { Industry, UserType } from '@homebid/shared/constants';
import type { ProfileDetails } from '@homebid/shared/schemas/profile';
import { users } from '../db/schema/auth';
import { profiles, testimonials } from '../db/schema/profiles';
import type { AppContext } from '../platform/context';
import { addCertificate } from '../modules/profile/certificates.service';
import { uploadProfilePhoto } from '../modules/profile/profile-photo.service';
import {
  completeOnboarding,
  updateBusinessDetails,
  updateIndustries,
  updateProfileDetails,
} from '../modules/profile/profile.service';
import { createAvatarPng, createCertificatePng } from './demo-images';

/** The one password of every demo account (printed on start; demo data only). */
export const DEMO_PASSWORD = 'homebid-demo';

export interface DemoAccount {
  key: 'homeOwner' | 'contractor' | 'supplier';
  email: string;
  name: string;
  userType: UserType;
}

interface DemoUserSpec extends DemoAccount {
  details: Omit<ProfileDetails, 'name' | 'userType'>;
  phone: string;
  colour: readonly [number, number, number];
  industries: Industry[];
  business?: { businessName: string; businessAddress: string; businessUrl: string };
}

const DEMO_USERS: DemoUserSpec[] = [
  {
    key: 'homeOwner',
    email: 'demo.homeowner@example.com',
    name: 'Olivia Bennett',
    userType: 'home_owner',
    details: { streetAddress: '85 Benefit St', city: 'Providence', state: 'Rhode Island', zipCode: '02903' },
    phone: '+14015550101',
    colour: [190, 40, 50],
    industries: [],
  },
  {
    key: 'contractor',
    email: 'demo.contractor@example.com',
    name: 'Marcus Rivera',
    userType: 'contractor',
    details: { streetAddress: '311 Main St', city: 'Worcester', state: 'Massachusetts', zipCode: '01608' },
    phone: '+15085550102',
    colour: [30, 90, 160],
    industries: ['General Contractor', 'Electrical', 'Roofing'],
    business: {
      businessName: 'Blackstone Valley Builders',
      businessAddress: '311 Main St, Worcester, MA 01608',
      businessUrl: 'https://blackstone-builders.example.com',
    },
  },
  {
    key: 'supplier',
    email: 'demo.supplier@example.com',
    name: 'Priya Shah',
    userType: 'supplier',
    details: { streetAddress: '1000 Reservoir Ave', city: 'Cranston', state: 'Rhode Island', zipCode: '02910' },
    phone: '+14015550103',
    colour: [40, 130, 80],
    industries: ['Flooring', 'Windows', 'Painting'],
    business: {
      businessName: 'Ocean State Building Supply',
      businessAddress: '1000 Reservoir Ave, Cranston, RI 02910',
      businessUrl: 'https://oceanstate-supply.example.com',
    },
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map(({ key, email, name, userType }) => ({ key, email, name, userType }));

/**
 * Creates the three demo users through better-auth and fills their profiles through the same service
 * functions the API uses, so the demo data obeys the same rules. Returns user ids by key.
 */
export async function createDemoUsers(ctx: AppContext): Promise<Record<DemoAccount['key'], string>> {
  const ids = {} as Record<DemoAccount['key'], string>;
  for (const spec of DEMO_USERS) {
    const { user } = await ctx.auth.api.signUpEmail({ body: { name: spec.name, email: spec.email, password: DEMO_PASSWORD } });
    ids[spec.key] = user.id;
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await updateProfileDetails(ctx, user.id, { name: spec.name, userType: spec.userType, ...spec.details });
    await ctx.db.update(profiles).set({ phone: spec.phone, phoneVerifiedAt: new Date() }).where(eq(profiles.userId, user.id));
    await uploadProfilePhoto(ctx, user.id, { fields: {}, file: { bytes: createAvatarPng(spec.name, spec.colour), fileName: 'avatar.png' } });
    if (spec.business) await updateBusinessDetails(ctx, user.id, spec.business);
    if (spec.industries.length > 0) await updateIndustries(ctx, user.id, { industries: spec.industries });
    await completeOnboarding(ctx, user.id);
  }

  await addCertificate(ctx, ids.contractor, {
    fields: { title: 'Construction Supervisor License', issuerName: 'Massachusetts Board of Building Regulations and Standards' },
    file: { bytes: createCertificatePng('CSL'), fileName: 'construction-supervisor-license.png' },
  });
  await ctx.db.insert(testimonials).values([
    {
      bidderId: ids.contractor,
      posterId: ids.homeOwner,
      amountCents: 1_250_000,
      title: 'Kitchen remodel',
      description: 'Marcus and his crew finished the kitchen on schedule and left the house spotless.',
      stars: 5,
      createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000),
    },
    {
      bidderId: ids.contractor,
      posterId: ids.homeOwner,
      amountCents: 420_000,
      title: 'Roof repair',
      description: 'Quick response after the storm, fair price. One day later than planned.',
      stars: 4,
      createdAt: new Date(Date.now() - 12 * 24 * 3600 * 1000),
    },
    {
      bidderId: ids.supplier,
      posterId: ids.contractor,
      amountCents: 318_000,
      title: 'Hardwood flooring delivery',
      description: 'All 900 sq ft delivered to the site as promised.',
      stars: 5,
      createdAt: new Date(Date.now() - 20 * 24 * 3600 * 1000),
    },
  ]);
  return ids;
}

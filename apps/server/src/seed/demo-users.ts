import { US_STATES, type Industry, type UserType } from '@homebid/shared/constants';
import type { AppContext } from '../platform/context';
import { updateUserRecord } from '../platform/auth/user-record';
import { setRoleByEmail } from '../modules/admin/user-roles.service';
import { insertTestimonial } from '../modules/feedback/testimonials';
import { addCertificate } from '../modules/profile/certificates.service';
import { uploadProfilePhoto } from '../modules/profile/profile-photo.service';
import { completeOnboarding, setVerifiedPhone, updateBusinessDetails, updateIndustries, updateProfileDetails } from '../modules/profile/profile.service';
import { createAvatarPng, createCertificatePng } from './demo-images';

/** The one password of every demo account (printed on start; demo data only). */
export const DEMO_PASSWORD = 'homebid-demo';

export interface DemoAccount {
  key: 'homeOwner' | 'contractor' | 'supplier';
  email: string;
  name: string;
  userType: UserType;
}

interface DemoUserSpec {
  key: DemoAccount['key'];
  name: string;
  userType: UserType;
  /** The home (and, for a business, the business) address; `state` is the state's code. */
  address: { street: string; city: string; state: string; zipCode: string };
  phone: string;
  colour: readonly [number, number, number];
  industries: Industry[];
  business?: { name: string; url: string };
}

const DEMO_USERS: DemoUserSpec[] = [
  {
    key: 'homeOwner',
    name: 'Olivia Bennett',
    userType: 'home_owner',
    address: { street: '85 Benefit St', city: 'Providence', state: 'RI', zipCode: '02903' },
    phone: '+14015550101',
    colour: [190, 40, 50],
    industries: [],
  },
  {
    key: 'contractor',
    name: 'Marcus Rivera',
    userType: 'contractor',
    address: { street: '311 Main St', city: 'Worcester', state: 'MA', zipCode: '01608' },
    phone: '+15085550102',
    colour: [30, 90, 160],
    industries: ['General Contractor', 'Electrical', 'Roofing'],
    business: { name: 'Blackstone Valley Builders', url: 'https://blackstone-builders.example.com' },
  },
  {
    key: 'supplier',
    name: 'Priya Shah',
    userType: 'supplier',
    address: { street: '1000 Reservoir Ave', city: 'Cranston', state: 'RI', zipCode: '02910' },
    phone: '+14015550103',
    colour: [40, 130, 80],
    industries: ['Flooring', 'Windows', 'Painting'],
    business: { name: 'Ocean State Building Supply', url: 'https://oceanstate-supply.example.com' },
  },
];

const emailOf = (key: DemoAccount['key']) => `demo.${key.toLowerCase()}@example.com`;
const stateNameOf = (code: string) => US_STATES.find((state) => state.code === code)!.name;

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map(({ key, name, userType }) => ({ key, email: emailOf(key), name, userType }));

/** HomeBid's demo operator: an admin of the operator console, signed in with the same demo password. */
export const DEMO_OPERATOR = { email: 'demo.operator@example.com', name: 'Dana Brooks', role: 'admin' } as const;

/** The operator's own profile (a sign-in goes to onboarding until it is complete); she uses HomeBid as a home owner. */
const DEMO_OPERATOR_USER: Omit<DemoUserSpec, 'key'> = {
  name: DEMO_OPERATOR.name,
  userType: 'home_owner',
  address: { street: '10 Dorrance St', city: 'Providence', state: 'RI', zipCode: '02903' },
  phone: '+14015550104',
  colour: [110, 60, 150],
  industries: [],
};

/** A demo business's name ('' for the home owner), e.g. for the contractor's card-account onboarding. */
export const businessNameOf = (key: DemoAccount['key']) => DEMO_USERS.find((u) => u.key === key)?.business?.name ?? '';

/** Signs one demo user up through better-auth and fills their profile through the API's own service functions. */
async function createDemoUser(ctx: Pick<AppContext, 'auth' | 'db' | 'storage'>, email: string, spec: Omit<DemoUserSpec, 'key'>): Promise<string> {
  const { street, city, state, zipCode } = spec.address;
  const { user } = await ctx.auth.api.signUpEmail({ body: { name: spec.name, email, password: DEMO_PASSWORD } });
  await updateUserRecord(ctx.db, user.id, { emailVerified: true });
  await updateProfileDetails(ctx, user.id, { name: spec.name, userType: spec.userType, streetAddress: street, city, state: stateNameOf(state), zipCode });
  await setVerifiedPhone(ctx.db, user.id, spec.phone, new Date());
  await uploadProfilePhoto(ctx, user.id, { fields: {}, file: { bytes: createAvatarPng(spec.name, spec.colour), fileName: 'avatar.png' } });
  if (spec.business) {
    const businessAddress = `${street}, ${city}, ${state} ${zipCode}`;
    await updateBusinessDetails(ctx, user.id, { businessName: spec.business.name, businessAddress, businessUrl: spec.business.url });
  }
  if (spec.industries.length > 0) await updateIndustries(ctx, user.id, { industries: spec.industries });
  await completeOnboarding(ctx, user.id);
  return user.id;
}

/**
 * The demo operator (DEMO_OPERATOR), made an admin the way the command line does it (`npm run admin -- grant`,
 * audited as the system), so the console's Audit page starts with that row. Returns her user id.
 */
export async function createDemoOperator(ctx: Pick<AppContext, 'auth' | 'db' | 'storage'>): Promise<string> {
  const id = await createDemoUser(ctx, DEMO_OPERATOR.email, DEMO_OPERATOR_USER);
  await setRoleByEmail(ctx.db, DEMO_OPERATOR.email, DEMO_OPERATOR.role, 'Demo operator account');
  return id;
}

/**
 * Creates the three demo users through better-auth and fills their profiles through the same service
 * functions the API uses, so the demo data obeys the same rules. Returns user ids by key.
 */
export async function createDemoUsers(ctx: Pick<AppContext, 'auth' | 'db' | 'storage'>): Promise<Record<DemoAccount['key'], string>> {
  const ids = {} as Record<DemoAccount['key'], string>;
  for (const spec of DEMO_USERS) ids[spec.key] = await createDemoUser(ctx, emailOf(spec.key), spec);

  await addCertificate(ctx, ids.contractor, {
    fields: { title: 'Construction Supervisor License', issuerName: 'Massachusetts Board of Building Regulations and Standards' },
    file: { bytes: createCertificatePng('CSL'), fileName: 'construction-supervisor-license.png' },
  });
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
  const testimonials = [
    { bidderId: ids.contractor, posterId: ids.homeOwner, amountCents: 1_250_000, title: 'Kitchen remodel', stars: 5, createdAt: daysAgo(40),
      description: 'Marcus and his crew finished the kitchen on schedule and left the house spotless.' },
    { bidderId: ids.contractor, posterId: ids.homeOwner, amountCents: 420_000, title: 'Roof repair', stars: 4, createdAt: daysAgo(12),
      description: 'Quick response after the storm, fair price. One day later than planned.' },
    { bidderId: ids.supplier, posterId: ids.contractor, amountCents: 318_000, title: 'Hardwood flooring delivery', stars: 5, createdAt: daysAgo(20),
      description: 'All 900 sq ft delivered to the site as promised.' },
  ];
  for (const testimonial of testimonials) await insertTestimonial(ctx.db, testimonial);
  return ids;
}

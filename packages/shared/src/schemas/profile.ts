import { z } from 'zod';
import { ratingSchema } from './rating';
import { badgesSchema } from './badges';
import { INDUSTRIES, LIMITS, MSG, US_STATE_NAMES, USER_TYPES } from '../constants';
import { requiredText } from './common';
import { USER_ROLES } from '../constants/admin';

const userTypeSchema = z.enum(USER_TYPES, { error: 'Please choose a profile type.' });
const industrySchema = z.enum(INDUSTRIES, { error: MSG.industryRequired });

/** What both the own profile and another user's profile show: type, address, business and industries. */
const profileShownFields = {
  userType: userTypeSchema.nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  business: z.object({ name: z.string().nullable(), address: z.string().nullable(), url: z.string().nullable() }),
  industries: z.array(z.string()),
};

/** The signed-in user's own profile. */
export const myProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  ...profileShownFields,
  isHomeScreenLoaded: z.boolean(),
  createdAt: z.string(),
  /** 'support' and 'admin' are HomeBid's staff: the web app shows them the way to the operator console. */
  role: z.enum(USER_ROLES),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

export const profileDetailsSchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax),
  streetAddress: requiredText(MSG.addressRequired),
  city: requiredText(MSG.cityRequired, 100).regex(/^[A-Za-z ]+$/, MSG.cityLetters),
  state: z.enum(US_STATE_NAMES as [string, ...string[]], { error: MSG.stateRequired }),
  zipCode: requiredText(MSG.zipRequired, 10).regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid Zip Code.'),
  userType: userTypeSchema.optional(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

export const userTypeUpdateSchema = z.object({ userType: userTypeSchema });
export type UserTypeUpdate = z.infer<typeof userTypeUpdateSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).optional().default('');
export const businessDetailsSchema = z
  .object({
    businessName: optionalText(LIMITS.textMax),
    businessAddress: optionalText(LIMITS.textMax),
    businessUrl: optionalText(LIMITS.textMax).refine((v) => !v || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v), 'Please enter a valid website.'),
  })
  .refine((b) => Boolean(b.businessName || b.businessAddress || b.businessUrl), { message: MSG.businessOneValue });
export type BusinessDetails = z.input<typeof businessDetailsSchema>;

export const industryUpdateSchema = z.object({
  industries: z.array(industrySchema, { error: MSG.industryRequired }).min(1, MSG.industryRequired).max(INDUSTRIES.length),
});
export type IndustryUpdate = z.infer<typeof industryUpdateSchema>;

export const certificateSchema = z.object({
  id: z.string(),
  title: z.string(),
  issuerName: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  createdAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Multipart fields sent with the certificate image. */
export const certificateFieldsSchema = z.object({
  title: requiredText(MSG.certificateTitleRequired, 120),
  issuerName: z.string().trim().max(120).optional().default(''),
});

export const testimonialSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  stars: z.number().int().min(1).max(5),
  amountCents: z.number().int().nullable(),
  posterId: z.string(),
  posterName: z.string(),
  contractId: z.string().nullable(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Another user's profile as the Profile view modal shows it: contact details masked. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  badges: badgesSchema,
  maskedEmail: z.string(),
  maskedPhone: z.string(),
  ...profileShownFields,
  certificates: z.array(certificateSchema),
  testimonials: z.array(testimonialSchema),
  /** Average stars and count of the testimonials (View Bidders and the profile view modal). */
  rating: ratingSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

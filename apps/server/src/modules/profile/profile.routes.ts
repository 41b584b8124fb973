import { z } from 'zod';
import { MSG } from '@homebid/shared/constants';
import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import {
  businessDetailsSchema,
  industryUpdateSchema,
  myProfileSchema,
  profileDetailsSchema,
  publicProfileSchema,
  testimonialSchema,
  userTypeUpdateSchema,
} from '@homebid/shared/schemas/profile';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { registerCertificateRoutes } from './certificates.routes';
import { registerProfilePhotoRoutes } from './profile-photo.routes';
import {
  completeOnboarding,
  getMyProfile,
  getPublicProfile,
  updateBusinessDetails,
  updateIndustries,
  updateProfileDetails,
  updateUserType,
} from './profile.service';
import { listTestimonials } from './testimonials.service';

const tags = ['profile'];

export async function registerProfileRoutes(api: ApiInstance, ctx: AppContext) {
  api.get('/profile/me', { schema: { tags, response: { 200: myProfileSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return getMyProfile(ctx, user.id);
  });

  api.put('/profile/details', { schema: { tags, body: profileDetailsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await updateProfileDetails(ctx, user.id, request.body);
    return { message: MSG.detailsSaved };
  });

  api.put('/profile/user-type', { schema: { tags, body: userTypeUpdateSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await updateUserType(ctx, user.id, request.body);
    return { message: 'Profile type saved.' };
  });

  api.put('/profile/business', { schema: { tags, body: businessDetailsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await updateBusinessDetails(ctx, user.id, request.body);
    return { message: MSG.businessSaved };
  });

  api.put('/profile/industry', { schema: { tags, body: industryUpdateSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await updateIndustries(ctx, user.id, request.body);
    return { message: MSG.industrySaved };
  });

  api.post('/profile/onboarding/complete', { schema: { tags, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await completeOnboarding(ctx, user.id);
    return { message: 'Onboarding complete.' };
  });

  api.get('/profile/testimonials', { schema: { tags, response: { 200: z.array(testimonialSchema) } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return listTestimonials(ctx, user.id);
  });

  api.get('/profiles/:id', { schema: { tags, params: idParamsSchema, response: { 200: publicProfileSchema } } }, async (request) => {
    await requireUser(ctx, request);
    return getPublicProfile(ctx, request.params.id);
  });

  await registerProfilePhotoRoutes(api, ctx);
  await registerCertificateRoutes(api, ctx);
}

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
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { jsonTextSerializer, sendJsonText } from '../../platform/json-text';
import { registerCertificateRoutes } from './certificates.routes';
import { getMyProfileJson } from './own-profile';
import { registerProfilePhotoRoutes } from './profile-photo.routes';
import {
  completeOnboarding,
  getPublicProfile,
  updateBusinessDetails,
  updateIndustries,
  updateProfileDetails,
  updateUserType,
} from './profile.service';
import { listTestimonials } from './testimonials.service';

const tags = ['profile'];

export async function registerProfileRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/profile/me',
    {
      schema: {
        tags,
        operationId: 'getMyProfile',
        summary: 'The signed-in user and their profile',
        security: SIGNED_IN,
        response: { 200: myProfileSchema, ...errorResponses(401) },
      },
      serializerCompiler: jsonTextSerializer,
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      return sendJsonText(reply, await getMyProfileJson(ctx, user.id));
    },
  );

  api.put(
    '/profile/details',
    {
      schema: {
        tags,
        operationId: 'updateProfileDetails',
        summary: 'Save name and address (and the profile type, when given)',
        security: SIGNED_IN,
        body: profileDetailsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await updateProfileDetails(ctx, user.id, request.body);
      return { message: MSG.detailsSaved };
    },
  );

  api.put(
    '/profile/user-type',
    {
      schema: {
        tags,
        operationId: 'updateUserType',
        summary: 'Save the profile type',
        security: SIGNED_IN,
        body: userTypeUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await updateUserType(ctx, user.id, request.body);
      return { message: 'Profile type saved.' };
    },
  );

  api.put(
    '/profile/business',
    {
      schema: {
        tags,
        operationId: 'updateBusinessDetails',
        summary: 'Save the business name, address and website',
        security: SIGNED_IN,
        body: businessDetailsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await updateBusinessDetails(ctx, user.id, request.body);
      return { message: MSG.businessSaved };
    },
  );

  api.put(
    '/profile/industry',
    {
      schema: {
        tags,
        operationId: 'updateIndustries',
        summary: 'Save the industries the user works in',
        security: SIGNED_IN,
        body: industryUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await updateIndustries(ctx, user.id, request.body);
      return { message: MSG.industrySaved };
    },
  );

  api.post(
    '/profile/onboarding/complete',
    {
      schema: {
        tags,
        operationId: 'completeOnboarding',
        summary: 'Finish onboarding (400 while a required step is missing)',
        security: SIGNED_IN,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await completeOnboarding(ctx, user.id);
      return { message: 'Onboarding complete.' };
    },
  );

  api.get(
    '/profile/testimonials',
    {
      schema: {
        tags,
        operationId: 'listMyTestimonials',
        summary: 'The feedback left for the signed-in user',
        security: SIGNED_IN,
        response: { 200: z.array(testimonialSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listTestimonials(ctx, user.id);
    },
  );

  api.get(
    '/profiles/:id',
    {
      schema: {
        tags,
        operationId: 'getPublicProfile',
        summary: "Another user's profile, e-mail and phone masked",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: publicProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return getPublicProfile(ctx, request.params.id);
    },
  );

  await registerProfilePhotoRoutes(api, ctx);
  await registerCertificateRoutes(api, ctx);
}

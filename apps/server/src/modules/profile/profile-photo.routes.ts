import { z } from 'zod';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { messageResponseSchema } from '@homebid/shared/schemas/common';
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { readUploadForm } from '../uploads/read-upload';
import { deleteProfilePhoto, uploadProfilePhoto } from './profile-photo.service';
import { limitUploads } from '../uploads/upload-rate-limit';

const tags = ['profile'];

export async function registerProfilePhotoRoutes(api: ApiInstance, ctx: AppContext) {
  api.post(
    '/profile/photo',
    {
      schema: {
        tags,
        operationId: 'uploadProfilePhoto',
        summary: 'Upload the profile photo',
        description: "Multipart with one file field 'file': a JPG or PNG smaller than 2 MB.",
        security: SIGNED_IN,
        ...uploadForm('required'),
        response: { 200: z.object({ imageUrl: z.string() }), ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      const form = await readUploadForm(request, { maxBytes: LIMITS.profileImageBytes, tooLargeMessage: MSG.imageTooLarge });
      return { imageUrl: await uploadProfilePhoto(ctx, user.id, form) };
    },
  );

  api.delete(
    '/profile/photo',
    {
      schema: {
        tags,
        operationId: 'deleteProfilePhoto',
        summary: 'Remove the profile photo',
        security: SIGNED_IN,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await deleteProfilePhoto(ctx, user.id);
      return { message: MSG.imageDeleted };
    },
  );
}

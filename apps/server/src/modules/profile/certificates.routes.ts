import { z } from 'zod';
import { LIMITS } from '@homebid/shared/constants';
import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import { certificateFieldsSchema, certificateSchema } from '@homebid/shared/schemas/profile';
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { readUploadForm } from '../uploads/read-upload';
import { addCertificate, CERTIFICATE_TOO_LARGE, deleteCertificate, listCertificates } from './certificates.service';
import { limitUploads } from '../uploads/upload-rate-limit';

const tags = ['profile'];

export async function registerCertificateRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/profile/certificates',
    {
      schema: {
        tags,
        operationId: 'listMyCertificates',
        summary: "The signed-in user's certificates",
        security: SIGNED_IN,
        response: { 200: z.array(certificateSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listCertificates(ctx, user.id);
    },
  );

  api.post(
    '/profile/certificates',
    {
      schema: {
        tags,
        operationId: 'addCertificate',
        summary: 'Add a certificate with its image',
        description: "Multipart: fields 'title' (required) and 'issuerName', and one JPG/PNG file field 'file'.",
        security: SIGNED_IN,
        ...uploadForm('required', certificateFieldsSchema),
        response: { 201: certificateSchema, ...errorResponses(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      const form = await readUploadForm(request, { maxBytes: LIMITS.certificateImageBytes, tooLargeMessage: CERTIFICATE_TOO_LARGE });
      return reply.status(201).send(await addCertificate(ctx, user.id, form));
    },
  );

  api.delete(
    '/profile/certificates/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCertificate',
        summary: 'Remove one of my certificates',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await deleteCertificate(ctx, user.id, request.params.id);
      return { message: 'Certificate deleted.' };
    },
  );
}

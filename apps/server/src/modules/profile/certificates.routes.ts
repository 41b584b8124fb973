import { z } from 'zod';
import { LIMITS } from '@homebid/shared/constants';
import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import { certificateSchema } from '@homebid/shared/schemas/profile';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { readUploadForm } from '../uploads/read-upload';
import { addCertificate, CERTIFICATE_TOO_LARGE, deleteCertificate, listCertificates } from './certificates.service';
import { limitUploads } from '../uploads/upload-rate-limit';

const tags = ['profile'];

export async function registerCertificateRoutes(api: ApiInstance, ctx: AppContext) {
  api.get('/profile/certificates', { schema: { tags, response: { 200: z.array(certificateSchema) } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return listCertificates(ctx, user.id);
  });

  api.post(
    '/profile/certificates',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: "Multipart: fields 'title' (required) and 'issuerName', and one JPG/PNG file field 'file'.",
        response: { 201: certificateSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      const form = await readUploadForm(request, { maxBytes: LIMITS.certificateImageBytes, tooLargeMessage: CERTIFICATE_TOO_LARGE });
      return reply.status(201).send(await addCertificate(ctx, user.id, form));
    },
  );

  api.delete('/profile/certificates/:id', { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    await deleteCertificate(ctx, user.id, request.params.id);
    return { message: 'Certificate deleted.' };
  });
}

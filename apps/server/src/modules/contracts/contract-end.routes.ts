import { LIMITS, MSG } from '@homebid/shared/constants';
import { idParamsSchema, messageResponseSchema } from '@homebid/shared/schemas/common';
import { END_CONTRACT_MSG, milestoneMarkedSchema, milestonePositionParamsSchema } from '@homebid/shared/schemas/contract-end';
import { uploadNoteSchema } from '@homebid/shared/schemas/escrow';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
import { readUploadForm } from '../uploads/read-upload';
import { endContract } from './contract-end.service';
import { markMilestoneDone } from './milestone-work.service';

const tags = ['contracts'];

/** End Contract and the bidder's 'work done' marks (see shared/schemas/contract-end.ts). */
export async function registerContractEndRoutes(api: ApiInstance, ctx: AppContext) {
  api.post(
    '/contracts/:id/end',
    {
      schema: {
        tags,
        operationId: 'endContract',
        summary: 'End a contract once every milestone is paid (the poster)',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await endContract(ctx, user.id, request.params.id);
      return { message: END_CONTRACT_MSG.ended };
    },
  );

  api.post(
    '/contracts/:id/milestones/:position/done',
    {
      schema: {
        tags,
        operationId: 'markMilestoneDone',
        summary: "Mark a milestone's work done, with an optional photo (the bidder)",
        description: "Multipart; optional file field 'file': a JPG or PNG photo of the work, smaller than 2 MB; optional field 'note' for the poster. On a funded milestone it submits the milestone for review.",
        ...uploadForm('optional', uploadNoteSchema),
        security: SIGNED_IN,
        params: milestonePositionParamsSchema,
        response: { 200: milestoneMarkedSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const form = await readUploadForm(request, { maxBytes: LIMITS.profileImageBytes, tooLargeMessage: MSG.imageTooLarge });
      return markMilestoneDone(ctx, user.id, request.params.id, request.params.position, form);
    },
  );
}

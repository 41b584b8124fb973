import { idParamsSchema } from '@homebid/shared/schemas/common';
import { contractFeedbackSchema, feedbackInputSchema, feedbackSavedSchema } from '@homebid/shared/schemas/feedback';
import { requireUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { getContractFeedback, leaveFeedback } from './feedback.service';

const tags = ['feedback'];

/** Leave Feedback on an ended contract (see shared/schemas/feedback.ts). */
export async function registerFeedbackRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/contracts/:id/feedback',
    {
      schema: {
        tags,
        operationId: 'getContractFeedback',
        summary: 'The feedback left on a contract, for its poster or bidder',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: contractFeedbackSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return getContractFeedback(ctx, user.id, request.params.id);
    },
  );

  api.post(
    '/contracts/:id/feedback',
    {
      schema: {
        tags,
        operationId: 'leaveFeedback',
        summary: 'Leave feedback on an ended contract (the poster, once)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: feedbackInputSchema,
        response: { 201: feedbackSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      reply.code(201);
      return leaveFeedback(ctx, user.id, request.params.id, request.body);
    },
  );
}

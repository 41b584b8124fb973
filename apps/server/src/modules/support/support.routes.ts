import { SUPPORT_TEXT, supportRequestSchema, supportTicketCreatedSchema } from '@homebid/shared/schemas/support';
import { mySupportTicketListSchema } from '@homebid/shared/schemas/support-desk';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { createSupportForwarder } from '../../platform/support/create-support-forwarder';
import { registerSupportDeskRoutes } from './support-desk.routes';
import { registerSupportDeskStatusJob } from './support-desk-status.job';
import { SUPPORT_FORWARD_JOB, createSupportTicket, forwardSupportTicket, listMySupportTickets } from './support.service';

const tags = ['support'];

/**
 *   POST /api/support/tickets { subject, message } -> 201 { title, message, ticket }  ('We'll Be In Touch Soon!')
 *   GET  /api/support/tickets                       -> { tickets } the user's own, newest first, with HomeBid's replies
 * and the operators' queue of these tickets under /api/admin/tickets (support-desk.routes.ts).
 */
export async function registerSupportRoutes(api: ApiInstance, ctx: AppContext) {
  const forwarder = await createSupportForwarder(ctx);
  ctx.jobs.define<{ ticketId: number }>({
    name: SUPPORT_FORWARD_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    handler: ({ ticketId }) => forwardSupportTicket(ctx, forwarder, Number(ticketId)),
  });
  registerSupportDeskStatusJob(ctx, forwarder);

  api.post(
    '/support/tickets',
    {
      schema: {
        tags,
        operationId: 'createSupportTicket',
        summary: "Contact Support: send a request to the support desk",
        security: SIGNED_IN,
        body: supportRequestSchema,
        response: { 201: supportTicketCreatedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const ticket = await createSupportTicket(ctx, user.id, request.body);
      return reply.code(201).send({ title: SUPPORT_TEXT.sentTitle, message: SUPPORT_TEXT.sentBody, ticket });
    },
  );

  api.get(
    '/support/tickets',
    {
      schema: {
        tags,
        operationId: 'listMySupportTickets',
        summary: "The signed-in user's support requests, newest first, with HomeBid's replies",
        security: SIGNED_IN,
        response: { 200: mySupportTicketListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { tickets: await listMySupportTickets(ctx, user.id) };
    },
  );

  await registerSupportDeskRoutes(api, ctx);
}

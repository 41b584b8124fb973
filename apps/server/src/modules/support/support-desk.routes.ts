import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '@homebid/shared/schemas/common';
import { OPERATOR_ROLES } from '@homebid/shared/schemas/admin';
import {
  deskNoteInputSchema,
  deskQueueQuerySchema,
  deskReplyInputSchema,
  deskStatusInputSchema,
  deskTicketDetailSchema,
  deskTicketPageSchema,
} from '@homebid/shared/schemas/support-desk';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireRole, requireStepUp } from '../../platform/auth/roles';
import { operatorSource } from '../admin/record-audit';
import { addTicketNote, assignTicket, getDeskTicket, listDeskTickets, replyToTicket, setTicketStatus, type SupportDeskContext } from './support-desk.service';
import { zendeskTicketLink } from './zendesk-desk';

const tags = ['admin'];

/**
 * The operators' support queue (shared/schemas/support-desk.ts): support and admin. Every call reads the caller's
 * role from the database; a change needs a fresh step-up. While Zendesk is the desk the queue only lists and links.
 */
export async function registerSupportDeskRoutes(api: ApiInstance, ctx: AppContext) {
  const desk: SupportDeskContext = { db: ctx.db, zendeskLink: zendeskTicketLink(ctx.config) };
  const changes = { 200: deskTicketDetailSchema, ...errorResponses(400, 401, 403, 404, 409) };

  /** The operator of a change: role, then step-up, before anything about the ticket is read. */
  const requireChanger = async (request: FastifyRequest) => {
    const operator = await requireRole(ctx, request, OPERATOR_ROLES);
    await requireStepUp(ctx, request);
    return operator;
  };

  api.get(
    '/admin/tickets',
    {
      schema: {
        tags,
        operationId: 'listSupportQueue',
        summary: "The support queue: 'Contact Support' tickets, newest first, by status, assignee and search (support, admin)",
        security: SIGNED_IN,
        querystring: deskQueueQuerySchema,
        response: { 200: deskTicketPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const operator = await requireRole(ctx, request, OPERATOR_ROLES);
      return listDeskTickets(desk, operator.id, request.query);
    },
  );

  api.get(
    '/admin/tickets/:id',
    {
      schema: {
        tags,
        operationId: 'getSupportTicket',
        summary: "A support ticket with its user and its conversation: the request, replies and internal notes (support, admin)",
        security: SIGNED_IN,
        params: idParamsSchema,
        response: { 200: deskTicketDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireRole(ctx, request, OPERATOR_ROLES);
      return getDeskTicket(desk, request.params.id);
    },
  );

  api.post(
    '/admin/tickets/:id/assign',
    {
      schema: {
        tags,
        operationId: 'assignSupportTicket',
        summary: 'Assign a support ticket to me; a new ticket becomes open (support, admin; step-up)',
        security: SIGNED_IN,
        params: idParamsSchema,
        response: changes,
      },
    },
    async (request) => {
      const operator = await requireChanger(request);
      return assignTicket(desk, operator.id, request.params.id);
    },
  );

  api.post(
    '/admin/tickets/:id/replies',
    {
      schema: {
        tags,
        operationId: 'replyToSupportTicket',
        summary: "Reply to a support ticket: the user sees it on Support Requests and gets the 'Support Request Answered' alert and e-mail (support, admin; step-up; audited)",
        security: SIGNED_IN,
        params: idParamsSchema,
        body: deskReplyInputSchema,
        response: changes,
      },
    },
    async (request) => {
      const operator = await requireChanger(request);
      return replyToTicket(desk, operatorSource(operator, request), request.params.id, request.body.body);
    },
  );

  api.post(
    '/admin/tickets/:id/notes',
    {
      schema: {
        tags,
        operationId: 'addSupportTicketNote',
        summary: 'Add an internal note to a support ticket, never shown to the user (support, admin; step-up)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: deskNoteInputSchema,
        response: changes,
      },
    },
    async (request) => {
      const operator = await requireChanger(request);
      return addTicketNote(desk, operator.id, request.params.id, request.body.body);
    },
  );

  api.post(
    '/admin/tickets/:id/status',
    {
      schema: {
        tags,
        operationId: 'setSupportTicketStatus',
        summary: 'Change the status of a support ticket: new, open, pending or solved (support, admin; step-up; audited)',
        security: SIGNED_IN,
        params: idParamsSchema,
        body: deskStatusInputSchema,
        response: changes,
      },
    },
    async (request) => {
      const operator = await requireChanger(request);
      return setTicketStatus(desk, operatorSource(operator, request), request.params.id, request.body.status);
    },
  );
}

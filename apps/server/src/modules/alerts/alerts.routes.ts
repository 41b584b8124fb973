import { alertPageSchema, alertsQuerySchema, markAlertsReadSchema, unreadAlertsSchema } from '@homebid/shared/schemas/alert';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { registerUserSocket } from '../../platform/user-socket';
import { defineAlertEmailJob } from './alert-email.job';
import { AlertHub } from './alert-hub';
import { countUnreadAlerts, listAlerts, markAlertsRead } from './alerts.service';

const tags = ['alerts'];

/**
 *   GET  /api/alerts?page=&pageSize=   -> AlertPage, the user's own alerts, newest first (5 per page by default)
 *   GET  /api/alerts/unread            -> { unread }
 *   POST /api/alerts/read { ids }      -> { unread }  marks those of the ids that are the user's
 *   POST /api/alerts/read-all          -> { unread }  'Mark all as read'
 *   GET  /api/alerts/ws                WebSocket: { type: 'unread', unread } on connect and on every change
 */
export async function registerAlertsRoutes(api: ApiInstance, ctx: AppContext) {
  defineAlertEmailJob(ctx);
  const hub = new AlertHub(ctx);
  await hub.start();
  ctx.onClose.push(() => hub.stop());

  api.get(
    '/alerts',
    {
      schema: {
        tags,
        operationId: 'listAlerts',
        summary: "A page of the signed-in user's alerts, newest first",
        security: SIGNED_IN,
        querystring: alertsQuerySchema,
        response: { 200: alertPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listAlerts(ctx, user.id, request.query);
    },
  );

  api.get(
    '/alerts/unread',
    {
      schema: {
        tags,
        operationId: 'getUnreadAlertCount',
        summary: 'The number of unread alerts',
        security: SIGNED_IN,
        response: { 200: unreadAlertsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { unread: await countUnreadAlerts(ctx, user.id) };
    },
  );

  api.post(
    '/alerts/read',
    {
      schema: {
        tags,
        operationId: 'markAlertsRead',
        summary: "Mark alerts read (those of the ids that are the user's)",
        security: SIGNED_IN,
        body: markAlertsReadSchema,
        response: { 200: unreadAlertsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { unread: await markAlertsRead(ctx, user.id, request.body.ids) };
    },
  );

  api.post(
    '/alerts/read-all',
    {
      schema: {
        tags,
        operationId: 'markAllAlertsRead',
        summary: 'Mark all alerts read',
        security: SIGNED_IN,
        response: { 200: unreadAlertsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { unread: await markAlertsRead(ctx, user.id, 'all') };
    },
  );

  // GET /api/alerts/ws: live alert counts (a user socket: session cookie, same origin only)
  registerUserSocket(api, ctx, '/alerts/ws', (socket, user) => {
    const removeSocket = hub.addSocket(user.id, socket);
    socket.on('close', removeSocket);
    socket.on('error', () => socket.terminate());
  });
}

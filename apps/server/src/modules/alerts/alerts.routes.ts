import type { FastifyRequest } from 'fastify';
import { alertPageSchema, alertsQuerySchema, markAlertsReadSchema, unreadAlertsSchema } from '@homebid/shared/schemas/alert';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import { getTrustedOrigins } from '../../platform/security';
import { requireUser, type SessionUser } from '../../platform/auth/session';
import { AlertHub } from './alert-hub';
import { countUnreadAlerts, listAlerts, markAlertsRead } from './alerts.service';

const tags = ['alerts'];

const isSameHost = (request: FastifyRequest, origin: string) => {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

/**
 *   GET  /api/alerts?page=&pageSize=   -> AlertPage, the user's own alerts, newest first (5 per page by default)
 *   GET  /api/alerts/unread            -> { unread }
 *   POST /api/alerts/read { ids }      -> { unread }  marks those of the ids that are the user's
 *   POST /api/alerts/read-all          -> { unread }  'Mark all as read'
 *   GET  /api/alerts/ws                WebSocket: { type: 'unread', unread } on connect and on every change
 */
export async function registerAlertsRoutes(api: ApiInstance, ctx: AppContext) {
  const hub = new AlertHub(ctx);
  await hub.start();
  ctx.onClose.push(() => hub.stop());

  api.get('/alerts', { schema: { tags, querystring: alertsQuerySchema, response: { 200: alertPageSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return listAlerts(ctx, user.id, request.query);
  });

  api.get('/alerts/unread', { schema: { tags, response: { 200: unreadAlertsSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { unread: await countUnreadAlerts(ctx, user.id) };
  });

  api.post('/alerts/read', { schema: { tags, body: markAlertsReadSchema, response: { 200: unreadAlertsSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { unread: await markAlertsRead(ctx, user.id, request.body.ids) };
  });

  api.post('/alerts/read-all', { schema: { tags, response: { 200: unreadAlertsSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { unread: await markAlertsRead(ctx, user.id, 'all') };
  });

  const trusted = new Set(getTrustedOrigins(ctx));
  const socketUsers = new WeakMap<FastifyRequest, SessionUser>();
  api.get(
    '/alerts/ws',
    {
      websocket: true,
      schema: { hide: true },
      // as the chat socket: the session cookie authenticates, a foreign page is refused
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !trusted.has(origin) && !isSameHost(request, origin)) throw forbidden('Cross-site request refused.');
        socketUsers.set(request, await requireUser(ctx, request));
      },
    },
    (socket, request) => {
      const removeSocket = hub.addSocket(socketUsers.get(request)!.id, socket);
      socket.on('close', removeSocket);
      socket.on('error', () => socket.terminate());
    },
  );
}

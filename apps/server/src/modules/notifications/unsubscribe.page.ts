import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ALERT_KIND_LABELS } from '@homebid/shared/domain/alert-kinds';
import type { AppContext } from '../../platform/context';
import { escapeHtml } from '../../platform/html';
import { setEmailPreference } from './notification-preferences.service';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const querySchema = z.object({ token: z.string().max(1000).default('') });
const INVALID = 'This unsubscribe link is not valid. You can change your e-mail notifications under Profile → Notifications.';

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-mail notifications - HomeBid</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><h1>E-mail notifications</h1>${body}</body></html>`;

/**
 * /notifications/unsubscribe?token=…: the link of every alert e-mail, usable without signing in. GET asks
 * (mail scanners follow links, and must not unsubscribe anyone); the form's POST turns the kind off.
 */
export async function registerUnsubscribePage(app: FastifyInstance, ctx: AppContext) {
  app.get('/notifications/unsubscribe', async (request, reply) => {
    const { token } = querySchema.parse(request.query);
    const target = verifyUnsubscribeToken(ctx.config.authSecret, token);
    reply.type('text/html; charset=utf-8');
    if (!target) return reply.code(400).send(page(`<p>${escapeHtml(INVALID)}</p>`));
    return page(`<p>Stop e-mails for <strong>${escapeHtml(ALERT_KIND_LABELS[target.kind])}</strong>? You will still see these alerts in HomeBid.</p>
<form method="post" action="/notifications/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`);
  });

  app.post('/notifications/unsubscribe', async (request, reply) => {
    const { token } = querySchema.parse(request.query);
    const target = verifyUnsubscribeToken(ctx.config.authSecret, token);
    reply.type('text/html; charset=utf-8');
    if (!target) return reply.code(400).send(page(`<p>${escapeHtml(INVALID)}</p>`));
    await setEmailPreference(ctx.db, target.userId, target.kind, false);
    return page(`<p>Done. You will no longer receive e-mails for <strong>${escapeHtml(ALERT_KIND_LABELS[target.kind])}</strong>.</p>`);
  });
}

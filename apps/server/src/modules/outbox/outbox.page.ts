import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '@homebid/shared/schemas/account';
import type { AppContext } from '../../platform/context';
import { escapeHtml } from '../../platform/html';
import { outboxQuerySchema } from './outbox.routes';
import { assertOutboxEnabled, listOutbox } from './outbox.service';


/** Escapes the text and turns http(s) links into anchors, so reset links can be clicked. */
export function renderBody(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function renderMessage(m: OutboxEntry): string {
  return `<article>
  <header><span class="channel">${escapeHtml(m.channel)}</span> to <strong>${escapeHtml(m.to)}</strong>
  <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${renderBody(m.body)}</pre>
</article>`;
}

export function renderOutboxPage(messages: OutboxEntry[], to: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox - HomeBid</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
header{color:#555;font-size:.9rem}.channel{background:#c62828;color:#fff;border-radius:4px;padding:0 .4rem;text-transform:uppercase}
time{float:right}h2{font-size:1.05rem;margin:.5rem 0}pre{white-space:pre-wrap;word-break:break-word;margin:0}
</style></head><body>
<h1>Dev outbox</h1>
<p>E-mail and SMS delivered while no real provider is configured. Newest first.</p>
<form method="get" action="/dev/outbox"><label>Recipient <input name="to" value="${escapeHtml(to)}" placeholder="e-mail or phone"></label>
<button type="submit">Filter</button></form>
${messages.length ? messages.map(renderMessage).join('\n') : '<p><em>No messages.</em></p>'}
</body></html>`;
}

export async function registerOutboxPage(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    assertOutboxEnabled(ctx);
    const parsed = outboxQuerySchema.safeParse(request.query);
    const to = parsed.success ? (parsed.data.to ?? '') : '';
    const messages = await listOutbox(ctx, to || undefined);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOutboxPage(messages, to));
  });
}

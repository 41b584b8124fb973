import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { escapeHtml } from '../../platform/html';
import type { OutboxEntry } from '../../platform/messaging/outbox';
import { outboxQuerySchema } from './outbox.routes';
import { assertOutboxEnabled, listOutbox } from './outbox.service';

/** Escapes the text and turns http(s) links into anchors, so reset links can be clicked. */
export function renderBody(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * The HTTPS link of a List-Unsubscribe header when List-Unsubscribe-Post offers one-click (RFC 8058): the page
 * gives it a button that sends the provider's POST, so the whole path can be tried from the outbox.
 */
function oneClickUrl(headers: Record<string, string>): string | undefined {
  if (headers['List-Unsubscribe-Post'] !== 'List-Unsubscribe=One-Click') return undefined;
  return /<(https?:\/\/[^>\s]+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
}

function renderHeaders(headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  if (entries.length === 0) return '';
  const oneClick = oneClickUrl(headers);
  return `<dl class="headers">${entries.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${renderBody(value)}</dd>`).join('')}</dl>${
    oneClick
      ? `<form method="post" action="${escapeHtml(oneClick)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Send the one-click unsubscribe POST (as a mail provider would)</button></form>`
      : ''
  }`;
}

function renderMessage(m: OutboxEntry): string {
  return `<article>
  <header><span class="channel">${escapeHtml(m.channel)}</span> to <strong>${escapeHtml(m.to)}</strong>
  <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  ${renderHeaders(m.headers)}
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
.headers{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.5rem 0;padding:.5rem;background:#f5f5f5;border-radius:4px;font:.8rem ui-monospace,monospace}
.headers dt{color:#555}.headers dt::after{content:":"}.headers dd{margin:0;word-break:break-all}
@media (max-width:40rem){.headers{grid-template-columns:1fr}.headers dd{margin-bottom:.35rem}}
form button{font:inherit;font-size:.85rem;margin:0 0 .5rem}
</style></head><body>
<h1>Dev outbox</h1>
<p>E-mail and SMS delivered while no real provider is configured. Newest first. An e-mail's extra header fields (such as List-Unsubscribe) are shown above its text.</p>
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

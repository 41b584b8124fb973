import '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALERT_KIND_LABELS } from '@homebid/shared/domain/alert-kinds';
import { errorResponseSchema } from '@homebid/shared/schemas/common';
import { errorResponses, PUBLIC } from '../../platform/api-docs';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { escapeHtml } from '../../platform/html';
import { turnOffEmail } from './notification-preferences.service';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, UNSUBSCRIBE_PATH } from './unsubscribe-link';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const querySchema = z.object({ token: z.string().max(1000).default('').describe('The signed token of the link in the e-mail') });
const INVALID = 'This unsubscribe link is not valid. You can change your e-mail notifications under Profile → Notifications.';
/** A provider's one-click body is 26 bytes; a form of this page sends none. */
const FORM_BODY_LIMIT = 4 * 1024;

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-mail notifications - HomeBid</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><h1>E-mail notifications</h1>${body}</body></html>`;

/** The form a provider posts; the page's own form sends no field. Multipart bodies are read in the route. */
const formSchema = z
  .object({ [ONE_CLICK_FIELD]: z.string().optional().describe(`'${ONE_CLICK_VALUE}' from a mail provider (RFC 8058); absent from the page's own form`) })
  .nullish();

const text = z.string();
const INVALID_LINK = 'The token is not one the server signed, or is longer than 1000 characters; nothing changes';

/**
 * /notifications/unsubscribe?token=…: the link of every alert e-mail (in its text and its List-Unsubscribe header),
 * usable without signing in. GET asks (mail scanners follow links, and must not unsubscribe anyone); a POST turns
 * the kind off: the page's own form, or a mail provider's one-click POST (RFC 8058), which carries
 * `List-Unsubscribe=One-Click` as a urlencoded or multipart form, no cookies, from the provider's origin. It is
 * outside /api, so platform/security.ts lets the foreign origin through: the signed token is the authority.
 */
export async function registerUnsubscribePage(app: FastifyInstance, ctx: AppContext) {
  // a scope of its own: browsers and providers send form bodies, and this parser must not open /api to them
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          tags: ['notifications'],
          operationId: 'getUnsubscribePage',
          summary: 'Show the page that asks to stop one kind of alert e-mail',
          security: PUBLIC,
          querystring: querySchema,
          produces: ['text/html'],
          response: {
            200: { description: 'The question, with a button that POSTs the form', content: { 'text/html': { schema: text } } },
            400: { description: INVALID_LINK, content: { 'text/html': { schema: text }, 'application/json': { schema: errorResponseSchema } } },
          },
        },
      },
      async (request, reply) => {
        const target = verifyUnsubscribeToken(ctx.config.authSecret, request.query.token);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!target) return reply.code(400).send(page(`<p>${escapeHtml(INVALID)}</p>`));
        return page(`<p>Stop e-mails for <strong>${escapeHtml(ALERT_KIND_LABELS[target.kind])}</strong>? You will still see these alerts in HomeBid.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}"><button type="submit">Unsubscribe</button></form>`);
      },
    );

    scope.post(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          tags: ['notifications'],
          operationId: 'unsubscribeOneClick',
          summary: 'Stop one kind of alert e-mail (one-click unsubscribe, RFC 8058, or the page\'s form)',
          description:
            'With the body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded or multipart/form-data), as mail providers send it, the answer is a short line of text; without it (the page\'s form), the HTML page. Repeating it changes nothing.',
          security: PUBLIC,
          querystring: querySchema,
          body: formSchema,
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
          produces: ['text/plain', 'text/html'],
          response: {
            200: { description: 'The kind is off: a line of text for a one-click POST, the HTML page for the form', content: { 'text/plain': { schema: text }, 'text/html': { schema: text } } },
            400: {
              description: `${INVALID_LINK} (a line of text for a one-click POST, the HTML page for the form); or the form cannot be read`,
              content: { 'text/plain': { schema: text }, 'text/html': { schema: text }, 'application/json': { schema: errorResponseSchema } },
            },
            ...errorResponses(413),
          },
        },
      },
      async (request, reply) => {
        const field = request.isMultipart() ? await readMultipartField(request, ONE_CLICK_FIELD) : request.body?.[ONE_CLICK_FIELD];
        const oneClick = field === ONE_CLICK_VALUE;
        const target = verifyUnsubscribeToken(ctx.config.authSecret, request.query.token);
        if (target) await turnOffEmail(ctx.db, target.userId, target.kind);
        reply.code(target ? 200 : 400).header('cache-control', 'no-store');
        if (oneClick) {
          reply.type('text/plain; charset=utf-8');
          return target ? `Unsubscribed: no more e-mails for "${ALERT_KIND_LABELS[target.kind]}".` : 'This unsubscribe link is not valid.';
        }
        return sendPage(reply, target ? `<p>Done. You will no longer receive e-mails for <strong>${escapeHtml(ALERT_KIND_LABELS[target.kind])}</strong>.</p>` : `<p>${escapeHtml(INVALID)}</p>`);
      },
    );
  });
}

const sendPage = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(page(body));

/** One field of a multipart form (the multipart plugin leaves the stream to the route); a broken body is a 400. */
async function readMultipartField(request: FastifyRequest, name: string): Promise<string | undefined> {
  let value: string | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 0, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'field' && part.fieldname === name) value = String(part.value);
    }
  } catch {
    throw badRequest('The form could not be read.', 'invalid_form');
  }
  return value;
}

import type { Config } from '../../config';
import { DESK_STATUS_BATCH_SIZE, type SupportForwarder } from './support-forwarder';

type ZendeskConfig = Pick<Config, 'ZENDESK_SUBDOMAIN' | 'ZENDESK_URL' | 'ZENDESK_EMAIL' | 'ZENDESK_API_TOKEN'>;

/**
 * The Zendesk adapter on the official client (node-zendesk): each ticket becomes a Zendesk ticket with the user as
 * requester (Zendesk creates or matches the end user by e-mail) and the spec's priority 'urgent'. Answers undefined
 * when Zendesk is not configured, and stops at start when it is only partly configured.
 */
export async function createZendeskSupportForwarder(config: ZendeskConfig): Promise<SupportForwarder | undefined> {
  const where = config.ZENDESK_URL ?? config.ZENDESK_SUBDOMAIN;
  const values = { 'ZENDESK_SUBDOMAIN (or ZENDESK_URL)': where, ZENDESK_EMAIL: config.ZENDESK_EMAIL, ZENDESK_API_TOKEN: config.ZENDESK_API_TOKEN };
  if (Object.values(values).every((value) => !value)) return undefined;
  const missing = Object.entries(values).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) throw new Error(`Zendesk is partly configured: set ${missing.join(', ')} as well, or none of its keys to e-mail SUPPORT_EMAIL`);

  // imported here, where Zendesk is configured: a server that e-mails support requests never loads it. It is a
  // minified CommonJS bundle: Node's ESM loader finds no named exports in it (only `default`), while bundlers and
  // vitest do, so createClient is taken from whichever the loader gave
  const nodeZendesk = await import('node-zendesk');
  const { createClient } = (nodeZendesk as unknown as { default?: typeof nodeZendesk }).default ?? nodeZendesk;
  const client = createClient({
    username: config.ZENDESK_EMAIL,
    token: config.ZENDESK_API_TOKEN, // basic auth as `email/token:token`
    ...(config.ZENDESK_URL ? { endpointUri: config.ZENDESK_URL.replace(/\/+$/, '') } : { subdomain: config.ZENDESK_SUBDOMAIN }),
    // the client's own error keeps the HTTP status; the job logs it and retries
    throwOriginalException: true,
  });

  return {
    async forward(ticket) {
      const { result } = await client.tickets.create({
        ticket: {
          subject: ticket.subject,
          comment: { body: ticket.message },
          priority: ticket.priority,
          requester: { name: ticket.userName, email: ticket.userEmail },
          external_id: `homebid-support-${ticket.ticketId}`,
          tags: ['homebid'],
        },
      });
      // node-zendesk hands back (rather than throws) an Error for some answers (429 with Retry-After, empty bodies)
      const created = result as unknown as { id?: unknown; status?: unknown } | Error;
      if (created instanceof Error) throw created;
      if (typeof created?.id !== 'number') throw new Error('Zendesk answered without a ticket id');
      return { externalId: String(created.id), externalStatus: typeof created.status === 'string' ? created.status : undefined };
    },

    // GET /api/v2/tickets/show_many.json?ids=1,2,3 (up to 100 ids): `{ tickets: [...] }`, unknown ids left out
    async readStatuses(externalIds) {
      const ids = externalIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
      if (ids.length > DESK_STATUS_BATCH_SIZE) throw new Error(`Zendesk reads at most ${DESK_STATUS_BATCH_SIZE} tickets per call`);
      const statuses = new Map<string, string>();
      if (ids.length === 0) return statuses;
      const { result } = await client.tickets.showMany(ids);
      const tickets = result as unknown as Array<{ id?: unknown; status?: unknown }> | Error;
      if (tickets instanceof Error) throw tickets;
      if (!Array.isArray(tickets)) throw new Error('Zendesk answered without a list of tickets');
      for (const ticket of tickets) {
        if (typeof ticket?.id === 'number' && typeof ticket.status === 'string') statuses.set(String(ticket.id), ticket.status);
      }
      return statuses;
    },
  };
}

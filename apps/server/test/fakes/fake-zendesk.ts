import { startFakeServer, type FakeResponse } from './fake-http';

/**
 * Test support: a local stand-in for Zendesk's Tickets API as documented
 * (developer.zendesk.com/api-reference/ticketing/tickets/tickets/#create-ticket): POST /api/v2/tickets.json with
 * `{ ticket: { subject, comment: { body }, priority, requester: { name, email } } }`, basic auth `email/token:token`,
 * answers 201 `{ ticket: { id, status: 'new', ... } }`; 401 `{ error: "Couldn't authenticate you" }` for bad
 * credentials, 422 `{ error: 'RecordInvalid', description, details }` for a ticket without a comment.
 * `failNext` makes the next requests answer 503 like an unavailable Zendesk.
 *
 * GET /api/v2/tickets/show_many.json?ids=1,2,3 (developer.zendesk.com/api-reference/ticketing/tickets/tickets/#show-multiple-tickets)
 * answers `{ tickets: [...], next_page: null, previous_page: null, count }` with the tickets it knows (unknown ids
 * left out); more than 100 ids is refused with 400. `setStatus(id, status)` moves a ticket as an agent would.
 */
export async function startFakeZendesk(options: { email: string; token: string }) {
  const tickets = new Map<number, Record<string, unknown>>();
  const state = { failNext: 0, nextId: 35436 };
  const expectedAuth = `Basic ${Buffer.from(`${options.email}/token:${options.token}`).toString('base64')}`;

  const server = await startFakeServer((request): FakeResponse => {
    if (request.headers.authorization !== expectedAuth) return { status: 401, body: { error: "Couldn't authenticate you" } };
    const showMany = request.method === 'GET' && request.path === '/api/v2/tickets/show_many.json';
    if (!showMany && (request.method !== 'POST' || request.path !== '/api/v2/tickets.json')) return { status: 404, body: { error: 'InvalidEndpoint', description: 'Not found' } };
    if (state.failNext > 0) {
      state.failNext -= 1;
      return { status: 503, body: { error: 'ServiceUnavailable', description: 'Zendesk is temporarily unavailable' } };
    }
    if (showMany) {
      const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean).map(Number);
      if (ids.length > 100) return { status: 400, body: { error: 'InvalidValue', description: 'ids: at most 100 ids per request' } };
      const found = ids.flatMap((id) => (tickets.has(id) ? [tickets.get(id)!] : []));
      return { status: 200, body: { tickets: found, next_page: null, previous_page: null, count: found.length } };
    }
    const input = (JSON.parse(request.rawBody || '{}') as { ticket?: { subject?: string; comment?: { body?: string }; priority?: string; external_id?: string; tags?: string[]; requester?: unknown } }).ticket;
    if (!input?.comment?.body) return { status: 422, body: { error: 'RecordInvalid', description: 'Record validation errors', details: { base: [{ description: 'Description: cannot be blank' }] } } };
    const id = state.nextId++;
    const now = new Date().toISOString();
    const ticket = {
      id,
      url: `${server.url}/api/v2/tickets/${id}.json`,
      subject: input.subject ?? null,
      raw_subject: input.subject ?? null,
      description: input.comment.body,
      priority: input.priority ?? null,
      status: 'new',
      type: null,
      requester_id: 20978392,
      submitter_id: 20978392,
      external_id: input.external_id ?? null,
      tags: input.tags ?? [],
      created_at: now,
      updated_at: now,
      requester: input.requester,
    };
    tickets.set(id, ticket);
    return { status: 201, body: { ticket }, headers: { location: ticket.url } };
  });
  /** An agent moves the ticket (new, open, pending, hold, solved, closed). */
  const setStatus = (id: number | string, status: string) => {
    const ticket = tickets.get(Number(id));
    if (!ticket) throw new Error(`no Zendesk ticket ${id}`);
    Object.assign(ticket, { status, updated_at: new Date().toISOString() });
  };
  return Object.assign(server, { tickets, state, setStatus });
}
export type FakeZendesk = Awaited<ReturnType<typeof startFakeZendesk>>;

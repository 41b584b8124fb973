-- The operators' support queue (issue 28). Tickets of 'Contact Support' (support_tickets) are answered in HomeBid's
-- own queue unless Zendesk is configured. support_tickets keeps what the user sent and its forwarding; the queue
-- keeps its own record beside it, so that the user's ticket and the desk's work stay apart.

-- A ticket's place in the queue: its status and who has it. A ticket without a row is new and unassigned: the row is
-- written at the first operator change, so tickets written before this migration (or by any path) need no copy.
CREATE TABLE support_ticket_desk (
  ticket_id bigint PRIMARY KEY REFERENCES support_tickets (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'open', 'pending', 'solved')),
  assignee_id text REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_desk_status_idx ON support_ticket_desk (status);
CREATE INDEX support_ticket_desk_assignee_idx ON support_ticket_desk (assignee_id) WHERE assignee_id IS NOT NULL;

-- The conversation after the user's request: replies (the user sees them on Support Requests, signed 'HomeBid
-- Support') and internal notes (operators only). Kept when the operator's account goes.
CREATE TABLE support_ticket_messages (
  id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reply', 'note')),
  author_id text REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, id);

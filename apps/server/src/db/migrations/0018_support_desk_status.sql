-- The desk status of forwarded tickets is read back from Zendesk by a recurring job (issue 10, zendesk-status):
-- when it was last read, and when the user was alerted that the desk solved the ticket (at most once per ticket).
ALTER TABLE support_tickets ADD COLUMN external_status_read_at timestamptz;
ALTER TABLE support_tickets ADD COLUMN solved_alerted_at timestamptz;
-- the job's batches: forwarded tickets the desk has not closed, least recently read first
CREATE INDEX support_tickets_desk_refresh_idx ON support_tickets (external_status_read_at NULLS FIRST, id)
  WHERE external_id IS NOT NULL AND external_status IS DISTINCT FROM 'closed';

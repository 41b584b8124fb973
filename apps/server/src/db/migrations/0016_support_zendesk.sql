-- The support desk's own status of a forwarded ticket (Zendesk: new, open, pending, hold, solved, closed), next to
-- its id in external_id, so the user's list can show what the desk says (issue 10, Zendesk adapter).
ALTER TABLE support_tickets ADD COLUMN external_status text;

-- An operator's review of a certificate (issue 28, 'Mark a certificate as reviewed'): when, and by whom. reviewed_by
-- is NULL for the command line (`npm run admin -- verify-certificate <id>`, the system) and when the reviewer's
-- account is gone; the audit log keeps who it was either way.
ALTER TABLE certificates ADD COLUMN reviewed_at timestamptz;
ALTER TABLE certificates ADD COLUMN reviewed_by text REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE certificates ADD CONSTRAINT certificates_reviewer_needs_review CHECK (reviewed_by IS NULL OR reviewed_at IS NOT NULL);

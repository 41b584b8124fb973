-- End Contract, the bidder's 'work done' marks with a photo, and feedback (issue 9, non-money part).

-- The spec's imageName / imageURL of a milestone: the photo the bidder attached when marking the work done.
-- The key names the file in Storage (the URL is derived from it), the name is the bidder's own file name.
ALTER TABLE contract_milestones ADD COLUMN image_key text;
ALTER TABLE contract_milestones ADD COLUMN image_name text;

-- When the poster ended the contract (status closed).
ALTER TABLE contracts ADD COLUMN ended_at timestamptz;

-- One feedback per contract: the last line of defence behind the contract row lock.
CREATE UNIQUE INDEX testimonials_contract_uq ON testimonials (contract_id) WHERE contract_id IS NOT NULL;

-- A testimonial's amount is the contract's total, which may pass 2^31 cents (bids go up to BUDGET_MAX_CENTS).
ALTER TABLE testimonials ALTER COLUMN amount_cents TYPE bigint;

-- The sandbox bank-transfer provider keeps the facilitator fee of a transfer as Dwolla does: the fee's amount and the
-- customer it is charged to (charge-to), apart from the transfer amount that the destination receives (ach-fee).
ALTER TABLE sandbox_transfers ADD COLUMN fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0);
ALTER TABLE sandbox_transfers ADD COLUMN fee_charge_to_customer_id text REFERENCES sandbox_ach_customers (id);

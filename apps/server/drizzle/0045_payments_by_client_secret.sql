-- The test card's confirmation finds its payment by the client secret its page holds: by this index, not
-- by reading every payment the shop has taken, once for each card confirmed (docs/decisions/0007-payments.md).
CREATE UNIQUE INDEX "payments_client_secret_idx" ON "payments" USING btree ("client_secret");
-- The dashboard's takings read each paid order's tax and shipping beside its total, from the index alone
-- (docs/decisions/0033-shipping-and-tax.md).
DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","total_cents","tax_cents","shipping_cents","shipping_tax_cents","prices_include_tax") WHERE "orders"."paid_at" is not null;

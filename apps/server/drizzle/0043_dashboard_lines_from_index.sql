-- The dashboard's sales by tea and size, and its days of stock left, read the lines paid in a span from this
-- index alone (docs/decisions/0014-dashboard.md), as its takings already read orders_paid_at_idx.
DROP INDEX "order_lines_paid_at_idx";--> statement-breakpoint
CREATE INDEX "order_lines_paid_at_idx" ON "order_lines" USING btree ("paid_at","product_id","category","size_label","quantity","total_cents","discount_cents","stock_each","name") WHERE "order_lines"."paid_at" is not null;
ALTER TABLE "order_lines" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_lines" SET "paid_at" = "orders"."paid_at" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id" AND "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_paid_at_idx" ON "order_lines" USING btree ("paid_at") WHERE "order_lines"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","total_cents") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("paid_at","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");
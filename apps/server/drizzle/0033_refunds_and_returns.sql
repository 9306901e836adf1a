CREATE TABLE "order_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"answer" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('asked', 'accepted', 'declined'))
);
--> statement-breakpoint
DROP INDEX "refunds_payment_key";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_status" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shipping_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shipping_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_open" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" = 'asked';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_check" CHECK ("order_lines"."restocked_quantity" between 0 and "order_lines"."refunded_quantity" and "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
-- What was refunded before refunds could be partial: whole payments, each order's total at most.
UPDATE "orders" o SET "refunded_cents" = least(o."total_cents", r.cents)
  FROM (SELECT "order_id", sum("amount_cents") AS cents FROM "refunds" WHERE "status" IN ('succeeded', 'pending') GROUP BY "order_id") r
 WHERE r."order_id" = o."id";--> statement-breakpoint
-- A line placed before lines kept their tax takes its share of the teas' tax.
UPDATE "order_lines" l SET "tax_cents" = round((o."tax_cents" - o."shipping_tax_cents") * l."total_cents"::numeric / o."subtotal_cents")
  FROM "orders" o
 WHERE o."id" = l."order_id" AND o."subtotal_cents" > 0 AND o."tax_cents" > o."shipping_tax_cents";
--> statement-breakpoint
-- A cancelled order's refund sent back every line and the shipping: its lines say so, and the refund what it held.
UPDATE "order_lines" l SET "refunded_quantity" = l."quantity",
       "refunded_cents" = l."total_cents" + CASE WHEN o."prices_include_tax" THEN 0 ELSE l."tax_cents" END,
       "refunded_tax_cents" = l."tax_cents", "restocked_quantity" = l."quantity"
  FROM "orders" o
 WHERE o."id" = l."order_id" AND EXISTS (SELECT 1 FROM "refunds" r WHERE r."order_id" = o."id" AND r."reason" = 'cancelled');--> statement-breakpoint
UPDATE "refunds" r SET
       "lines" = (SELECT coalesce(jsonb_agg(jsonb_build_object('lineId', l."id", 'quantity', l."quantity", 'cents', l."refunded_cents", 'taxCents', l."tax_cents") ORDER BY l."position"), '[]'::jsonb)
                    FROM "order_lines" l WHERE l."order_id" = r."order_id"),
       "shipping_cents" = o."shipping_cents" + CASE WHEN o."prices_include_tax" THEN 0 ELSE o."shipping_tax_cents" END,
       "shipping_tax_cents" = o."shipping_tax_cents", "tax_cents" = o."tax_cents", "restocked" = true
  FROM "orders" o
 WHERE o."id" = r."order_id" AND r."reason" = 'cancelled';--> statement-breakpoint
UPDATE "orders" o SET "shipping_refunded" = true
 WHERE EXISTS (SELECT 1 FROM "refunds" r WHERE r."order_id" = o."id" AND r."reason" = 'cancelled');

CREATE TABLE "promotion_uses" (
	"promotion_id" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_cents" bigint,
	"target" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"method_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_subtotal_cents" bigint,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"active" boolean DEFAULT true NOT NULL,
	"combines" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK (kind in ('percent', 'amount')),
	CONSTRAINT "promotions_target_check" CHECK (target in ('order', 'teas', 'categories', 'shipping')),
	CONSTRAINT "promotions_amount_check" CHECK (("promotions"."kind" = 'percent' and "promotions"."percent" between 1 and 100) or ("promotions"."kind" = 'amount' and "promotions"."amount_cents" > 0)),
	CONSTRAINT "promotions_times_check" CHECK ("promotions"."ends_at" is null or "promotions"."starts_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_key" ON "promotion_uses" USING btree ("promotion_id","order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_live_idx" ON "promotion_uses" USING btree ("promotion_id") WHERE "promotion_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promotion_uses_customer_idx" ON "promotion_uses" USING btree ("customer_id") WHERE "promotion_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promotion_uses_email_idx" ON "promotion_uses" USING btree ("email") WHERE "promotion_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promotion_uses_order_idx" ON "promotion_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code") WHERE "promotions"."code" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","total_cents","tax_cents","shipping_cents","shipping_discount_cents","shipping_tax_cents","prices_include_tax") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
-- Takes one use of each limited promotion an order uses (docs/decisions/0035-promotions.md), for the
-- statement that places it (workflows/order-statement.ts), after its stock: each promotion with a limit
-- is locked in the order of its id, and its uses are counted afresh under the lock, in all and by this
-- buyer (account or e-mail address). Answers 'promotion_changed' when any promotion is no longer
-- usable as the order was priced (paused, out of its times, used up, or used by this buyer), else null;
-- the statement writes the uses (`promotion_uses`) itself.
CREATE FUNCTION take_promotion_uses(p_ids text[], p_customer text, p_email text, p_now timestamptz)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  p record;
  used bigint;
BEGIN
  IF cardinality(p_ids) = 0 THEN
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM promotions WHERE id = ANY (p_ids) AND active
        AND (starts_at IS NULL OR starts_at <= p_now) AND (ends_at IS NULL OR ends_at > p_now)) < cardinality(p_ids) THEN
    RETURN 'promotion_changed';
  END IF;
  FOR p IN
    SELECT id, max_uses, max_uses_per_customer FROM promotions
     WHERE id = ANY (p_ids) AND (max_uses IS NOT NULL OR max_uses_per_customer IS NOT NULL)
     ORDER BY id COLLATE "C" FOR UPDATE
  LOOP
    IF p.max_uses IS NOT NULL THEN
      SELECT count(*) INTO used FROM promotion_uses WHERE promotion_id = p.id AND released_at IS NULL;
      IF used >= p.max_uses THEN
        RETURN 'promotion_changed';
      END IF;
    END IF;
    IF p.max_uses_per_customer IS NOT NULL THEN
      SELECT count(*) INTO used FROM promotion_uses
       WHERE promotion_id = p.id AND released_at IS NULL
         AND (customer_id = p_customer OR email = lower(p_email));
      IF used >= p.max_uses_per_customer THEN
        RETURN 'promotion_changed';
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each app server keeps the promotions in memory and forgets them on this announcement
-- (docs/decisions/0035-promotions.md), as it does the catalogue (migration 0013).
CREATE TRIGGER "promotions_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();

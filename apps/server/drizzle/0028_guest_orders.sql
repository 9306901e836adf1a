CREATE TABLE "order_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_as_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_keys_order_idx" ON "order_keys" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("email"),"created_at") WHERE "orders"."placed_as_guest";--> statement-breakpoint
CREATE INDEX "orders_guest_client_idx" ON "orders" USING btree ("client_address","created_at") WHERE "orders"."placed_as_guest";--> statement-breakpoint
-- Guest orders (docs/decisions/0027-guest-orders.md). A guest has no account row to lock: one guest's
-- orders wait for each other on a transaction-level advisory lock of their e-mail address, then of their
-- client address (always in that order, and always before any tea's row, so no two orders wait on each
-- other in a circle). The counts are read after the locks, by queries of their own, as
-- order_customer_refusal reads an account's: MAX_UNPAID_ORDERS and ORDER_RATE_LIMIT count the guest
-- orders of the e-mail address and, apart, those of the client address. Answers null, or why not.
CREATE FUNCTION "order_guest_refusal"(
  guest_email text, client text, since timestamptz, max_unpaid integer, per_hour integer
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('guest_email:' || lower(guest_email), 0));
  IF client IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('guest_client:' || client, 0));
  END IF;
  IF (SELECT count(*) FROM (
    SELECT FROM "orders" o WHERE o."placed_as_guest" AND lower(o."email") = lower(guest_email)
      AND o."status" = 'pending' LIMIT max_unpaid
  ) p) >= max_unpaid THEN
    RETURN 'guest_unpaid';
  END IF;
  IF client IS NOT NULL AND (SELECT count(*) FROM (
    SELECT FROM "orders" o WHERE o."placed_as_guest" AND o."client_address" = client
      AND o."status" = 'pending' LIMIT max_unpaid
  ) p) >= max_unpaid THEN
    RETURN 'guest_unpaid';
  END IF;
  IF (SELECT count(*) FROM (
    SELECT FROM "orders" o WHERE o."placed_as_guest" AND lower(o."email") = lower(guest_email)
      AND o."created_at" >= since LIMIT per_hour
  ) r) >= per_hour THEN
    RETURN 'guest_rate';
  END IF;
  IF client IS NOT NULL AND (SELECT count(*) FROM (
    SELECT FROM "orders" o WHERE o."placed_as_guest" AND o."client_address" = client
      AND o."created_at" >= since LIMIT per_hour
  ) r) >= per_hour THEN
    RETURN 'guest_rate';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Who orders, for the statement that places an order: an account (order_customer_refusal, migration
-- 0021, which locks it) or, without one, a guest (order_guest_refusal). Always one row; `customer_id`
-- is null for a guest.
CREATE FUNCTION "order_buyer_refusal"(
  customer text, guest_email text, client text, since timestamptz, max_unpaid integer, per_hour integer,
  ordered_name text, ordered_email text
)
RETURNS TABLE (customer_id text, refusal text)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF customer IS NOT NULL THEN
    RETURN QUERY SELECT * FROM order_customer_refusal(customer, since, max_unpaid, per_hour, ordered_name, ordered_email);
  ELSE
    RETURN QUERY SELECT NULL::text, order_guest_refusal(guest_email, client, since, max_unpaid, per_hour);
  END IF;
END;
$$;
--> statement-breakpoint
-- What one buyer may hold unpaid (migration 0022's rule, docs/decisions/0026-unpaid-holds-bounded.md),
-- given the buyer's unpaid orders: the same answers as order_hold_refusal.
CREATE FUNCTION "order_holds_refusal"(
  held_orders text[], ids text[], quantities integer[], min_orders integer[], order_total bigint,
  share_percent integer, max_value_cents bigint
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i integer;
  held bigint;
  stock bigint;
  most bigint;
  held_value bigint;
BEGIN
  FOR i IN 1..coalesce(array_length(ids, 1), 0) LOOP
    SELECT p."quantity" INTO stock FROM "products" p WHERE p."id" = ids[i];
    CONTINUE WHEN stock IS NULL OR stock < quantities[i];
    SELECT coalesce(sum(l."quantity"), 0) INTO held
    FROM "order_lines" l WHERE l."order_id" = ANY (held_orders) AND l."product_id" = ids[i];
    most := greatest(min_orders[i], (stock + held) * share_percent / 100);
    IF held + quantities[i] > most THEN
      RETURN 'hold_share|' || ids[i] || '|' || greatest(most - held, 0) || '|' || most;
    END IF;
  END LOOP;
  SELECT coalesce(sum(o."total_cents"), 0) INTO held_value FROM "orders" o WHERE o."id" = ANY (held_orders);
  IF held_value + order_total > max_value_cents THEN
    RETURN 'hold_value|' || greatest(max_value_cents - held_value, 0) || '|' || max_value_cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An account's holds (migration 0022), now read through order_holds_refusal like a guest's: the rule is
-- written once, over whichever unpaid orders are the buyer's. An administrator is not bounded.
CREATE OR REPLACE FUNCTION "order_hold_refusal"(
  customer text, ids text[], quantities integer[], min_orders integer[], order_total bigint,
  share_percent integer, max_value_cents bigint
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF EXISTS (SELECT FROM "user" u WHERE u."id" = customer AND u."role" = 'admin') THEN
    RETURN NULL;
  END IF;
  RETURN order_holds_refusal(
    ARRAY(SELECT o."id" FROM "orders" o WHERE o."user_id" = customer AND o."status" = 'pending'),
    ids, quantities, min_orders, order_total, share_percent, max_value_cents
  );
END;
$$;
--> statement-breakpoint
-- What an account (order_hold_refusal, migration 0022) or a guest may hold unpaid: a guest's unpaid
-- orders are counted per e-mail address and, apart, per client address; either may refuse.
CREATE FUNCTION "order_buyer_hold_refusal"(
  customer text, guest_email text, client text, ids text[], quantities integer[], min_orders integer[],
  order_total bigint, share_percent integer, max_value_cents bigint
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF customer IS NOT NULL THEN
    RETURN order_hold_refusal(customer, ids, quantities, min_orders, order_total, share_percent, max_value_cents);
  END IF;
  RETURN coalesce(
    order_holds_refusal(
      ARRAY(SELECT o."id" FROM "orders" o WHERE o."placed_as_guest" AND o."status" = 'pending'
        AND lower(o."email") = lower(guest_email)),
      ids, quantities, min_orders, order_total, share_percent, max_value_cents
    ),
    CASE WHEN client IS NOT NULL THEN order_holds_refusal(
      ARRAY(SELECT o."id" FROM "orders" o WHERE o."placed_as_guest" AND o."status" = 'pending'
        AND o."client_address" = client),
      ids, quantities, min_orders, order_total, share_percent, max_value_cents
    ) END
  );
END;
$$;
--> statement-breakpoint
-- A guest's orders join the account of their e-mail address once that address is verified (at sign-up
-- with Google, on the verification link, or on a confirmed change of address), never before; the
-- customer's kept order pages are forgotten as for any change of their orders (migration 0015).
CREATE FUNCTION "attach_guest_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "user_id" = NEW."id"
  WHERE "placed_as_guest" AND "user_id" IS NULL AND lower("email") = lower(NEW."email");
  IF FOUND THEN
    PERFORM pg_notify('orders_changed', NEW."id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_verified_attach_guest_orders" AFTER INSERT OR UPDATE OF "email", "email_verified" ON "user"
  FOR EACH ROW WHEN (NEW."email_verified") EXECUTE FUNCTION "attach_guest_orders"();

ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
-- What one buyer may hold unpaid (docs/decisions/0026-unpaid-holds-bounded.md), read by the statement
-- that places an order after order_customer_refusal has locked the account and before any stock is
-- taken: the account's unpaid orders cannot change meanwhile, so two orders of one buyer at once are
-- counted one after the other. Of each tea, the buyer's unpaid orders may hold at most `share_percent`
-- of its stock as it stood before they took from it (what is left plus what they hold), and never less
-- than its minimum order; in all, at most `max_value_cents`. An administrator is not bounded. Answers
-- null, or why not with what is allowed: `hold_share|<tea>|<more allowed>|<most>` for the first line
-- that does not fit (the lines come sorted by their teas' ids), or `hold_value|<more allowed>|<most>`,
-- in cents. Money is compared in bigint cents.
CREATE FUNCTION "order_hold_refusal"(
  customer text, ids text[], quantities integer[], min_orders integer[], order_total bigint,
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
  IF EXISTS (SELECT FROM "user" u WHERE u."id" = customer AND u."role" = 'admin') THEN
    RETURN NULL;
  END IF;
  FOR i IN 1..coalesce(array_length(ids, 1), 0) LOOP
    SELECT p."quantity" INTO stock FROM "products" p WHERE p."id" = ids[i];
    -- A line its stock cannot take is refused as such by take_order_stock.
    CONTINUE WHEN stock IS NULL OR stock < quantities[i];
    SELECT coalesce(sum(l."quantity"), 0) INTO held
    FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
    WHERE o."user_id" = customer AND o."status" = 'pending' AND l."product_id" = ids[i];
    most := greatest(min_orders[i], (stock + held) * share_percent / 100);
    IF held + quantities[i] > most THEN
      RETURN 'hold_share|' || ids[i] || '|' || greatest(most - held, 0) || '|' || most;
    END IF;
  END LOOP;
  SELECT coalesce(sum(o."total_cents"), 0) INTO held_value
  FROM "orders" o WHERE o."user_id" = customer AND o."status" = 'pending';
  IF held_value + order_total > max_value_cents THEN
    RETURN 'hold_value|' || greatest(max_value_cents - held_value, 0) || '|' || max_value_cents;
  END IF;
  RETURN NULL;
END;
$$;

-- One order path (docs/decisions/0024-one-order-path.md): an order from a tea's page and a cart's
-- checkout are placed by the same statement, sent once, whether it holds one tea or twenty. Its lines
-- come as arrays, so its text is the same for any number of them.
--
-- The customer who orders, locked, and the one place the account's rules are written: why they may not
-- order now, or null. The lock makes one customer's orders wait for each other; the counts are read
-- after it by queries of their own, so they see every order committed before the lock was granted (a
-- VOLATILE function's queries each take a fresh snapshot), and not the order of the statement that
-- calls it, which must call it before it writes its order. Each count stops at its limit. The account
-- must still be named as the order copies it (`ordered_name`, `ordered_email`): a null skips that rule,
-- for a caller that writes no order. Always one row.
CREATE FUNCTION "order_customer_refusal"(
  customer text, since timestamptz, max_unpaid integer, per_hour integer, ordered_name text, ordered_email text
)
RETURNS TABLE (customer_id text, refusal text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM "user" u WHERE u."id" = customer FOR UPDATE;
  RETURN QUERY
    SELECT customer, CASE
      WHEN u."name" IS NULL OR u."email" IS NULL THEN 'signed_out'
      WHEN NOT u."email_verified" THEN 'unverified'
      WHEN (SELECT count(*) FROM (
        SELECT FROM "orders" o WHERE o."user_id" = customer AND o."status" = 'pending' LIMIT max_unpaid
      ) p) >= max_unpaid THEN 'unpaid'
      WHEN (SELECT count(*) FROM (
        SELECT FROM "orders" o WHERE o."user_id" = customer AND o."created_at" >= since LIMIT per_hour
      ) r) >= per_hour THEN 'rate'
      WHEN u."name" <> ordered_name OR u."email" <> ordered_email THEN 'account_changed'
    END
    FROM (SELECT) one
    LEFT JOIN "user" u ON u."id" = customer;
END;
$$;
--> statement-breakpoint
-- Takes the stock of an order's lines one tea at a time, in the order of the teas' ids, so that two
-- orders sharing teas wait for each other instead of deadlocking: a loop's UPDATEs lock their rows in
-- the order they run (one UPDATE of several rows locks them in whatever order it meets them). The lines
-- come sorted by id, and lines in any other order are an error, not a risk. A line's stock is taken
-- only while the tea is still as the order read it (what it copies, and its minimum) and holds the
-- line's quantity: the one fact about a line no reading can know beforehand. It stops at the first line
-- it cannot take, and answers how many it took: fewer than the lines, and the statement that called it
-- undoes itself. A loop over the arrays' subscripts, rather than over a query of them: it costs about
-- as much as the one UPDATE an order of one tea took before.
CREATE FUNCTION "take_order_stock"(
  ids text[], quantities integer[], names text[], categories text[], brands text[], descriptions text[],
  photos text[], prices integer[], min_orders integer[], taken_at timestamptz
)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1..coalesce(array_length(ids, 1), 0) LOOP
    IF i > 1 AND ids[i] COLLATE "C" <= ids[i - 1] COLLATE "C" THEN
      RAISE EXCEPTION 'an order''s lines must come sorted by their teas'' ids';
    END IF;
    UPDATE "products" p SET "quantity" = p."quantity" - quantities[i], "updated_at" = taken_at
    WHERE p."id" = ids[i]
      AND p."quantity" >= quantities[i]
      AND p."name" = names[i]
      AND p."category" = categories[i]
      AND p."brand" = brands[i]
      AND p."description" = descriptions[i]
      AND p."photo" = photos[i]
      AND p."price_cents" = prices[i]
      AND p."min_order" = min_orders[i];
    IF NOT FOUND THEN
      RETURN i - 1;
    END IF;
  END LOOP;
  RETURN coalesce(array_length(ids, 1), 0);
END;
$$;
-- order_customer (migration 0016) stays one release more: app servers of the release before place
-- orders with it until every server runs this one (docs/decisions/0024-one-order-path.md).

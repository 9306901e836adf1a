-- Placing an order is one statement, sent once (docs/decisions/0021-one-statement-orders.md). Two
-- functions let one statement do what took a transaction of four round trips.
--
-- The customer who orders, locked: one customer's orders are placed one at a time. The counts are read
-- after the lock, by queries of their own, so they see every order committed before the lock was
-- granted (a VOLATILE function's queries each take a fresh snapshot); they count the orders of the
-- customer's earlier statements, not those of the statement that calls it, which must call it before it
-- writes its order. Each count stops at its limit: a customer's years of orders are not read again for
-- every new one. Always one row: an account that is gone answers with its name null.
CREATE FUNCTION "order_customer"(customer text, since timestamptz, max_unpaid integer, per_hour integer)
RETURNS TABLE (customer_id text, name text, email text, email_verified boolean, unpaid integer, recent integer)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM "user" u WHERE u."id" = customer FOR UPDATE;
  RETURN QUERY
    SELECT customer, u."name", u."email", u."email_verified",
      (SELECT count(*)::integer FROM (
        SELECT FROM "orders" o WHERE o."user_id" = customer AND o."status" = 'pending' LIMIT max_unpaid
      ) p),
      (SELECT count(*)::integer FROM (
        SELECT FROM "orders" o WHERE o."user_id" = customer AND o."created_at" >= since LIMIT per_hour
      ) r)
    FROM (SELECT) one
    LEFT JOIN "user" u ON u."id" = customer;
END;
$$;
--> statement-breakpoint
-- Undoes the whole statement that calls it when `reason` is not null: the order it wrote, its stock,
-- its mail. The caller reads the reason from the error's detail.
CREATE FUNCTION "refuse_order"(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF reason IS NOT NULL THEN
    RAISE EXCEPTION 'order refused' USING ERRCODE = 'P0001', DETAIL = reason;
  END IF;
  RETURN true;
END;
$$;

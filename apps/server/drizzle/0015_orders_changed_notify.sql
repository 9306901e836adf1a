-- Each app server keeps its customers' own order pages (My Orders) in memory and forgets a customer's
-- pages when their orders change (docs/decisions/0016-caches.md). Whatever changes an order or its lines
-- (a workflow, another app server, a change by hand) announces on the channel `orders_changed`, once its
-- transaction commits, the customers whose orders it changed: their ids joined by commas, or `*` (every
-- customer) when the table was emptied or the list would not fit in one announcement.
CREATE FUNCTION "notify_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customers text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('orders_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'orders' THEN
    SELECT string_agg(DISTINCT "user_id", ',') INTO customers FROM changed;
  ELSE
    -- An order's lines are written with it; a later change to them is announced as their orders' customers.
    SELECT string_agg(DISTINCT o."user_id", ',') INTO customers
      FROM changed c JOIN "orders" o ON o."id" = c."order_id";
  END IF;
  IF customers IS NOT NULL THEN
    PERFORM pg_notify('orders_changed', CASE WHEN length(customers) > 7000 THEN '*' ELSE customers END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_inserted_notify" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_updated_notify" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_deleted_notify" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_truncated_notify" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_updated_notify" AFTER UPDATE ON "order_lines"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_deleted_notify" AFTER DELETE ON "order_lines"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_truncated_notify" AFTER TRUNCATE ON "order_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();

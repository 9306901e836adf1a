-- What the public lists show (the catalogue with its ratings, the reviews with "Verified buyer") is
-- announced on the channel `shop_changed` with the table's name whenever a statement changes it, once
-- its transaction commits. Every app server keeps those lists in memory and drops them on the
-- announcement (docs/decisions/0016-caches.md). One announcement a statement: PostgreSQL folds the
-- same announcement made twice in a transaction into one.
CREATE FUNCTION "notify_shop_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();
--> statement-breakpoint
-- An order's state decides whether its customer is a verified buyer of its teas.
CREATE TRIGGER "orders_state_notify" AFTER UPDATE OF "status" OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();

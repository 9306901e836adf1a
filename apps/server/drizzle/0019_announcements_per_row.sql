-- The announcements of a new order and of a change to a tea (migrations 0015 and 0018), made by a
-- trigger per row instead of one per statement. Placing an order writes one order and takes one tea's
-- stock; a trigger per statement read that row back from a transition table, and compared every column
-- of the tea as JSON, which took about 6% of PostgreSQL's CPU per order; and the shop places one order,
-- and changes one tea, per statement. The payloads are as before, one row each:
-- - a new order announces its customer on `orders_changed` (an order without one, nothing);
-- - a change of a tea's stock alone announces `stock:<tea>=<quantity>` on `shop_changed`, and any other
--   change of a tea `products` (the catalogue is read again); an update that changes nothing, nothing.
-- PostgreSQL merges identical announcements of one transaction: `products` is heard once however many
-- teas a statement changed.
CREATE FUNCTION "notify_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The new row with its old stock: different from the old row when anything but the stock changed.
  besides_stock "products";
BEGIN
  besides_stock := NEW;
  besides_stock."quantity" := OLD."quantity";
  besides_stock."updated_at" := OLD."updated_at";
  IF besides_stock IS DISTINCT FROM OLD THEN
    PERFORM pg_notify('shop_changed', 'products');
  ELSIF NEW."quantity" IS DISTINCT FROM OLD."quantity" THEN
    PERFORM pg_notify('shop_changed', 'stock:' || NEW."id" || '=' || NEW."quantity");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_updated_notify" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_updated_notify" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "notify_product_updated"();
--> statement-breakpoint
DROP FUNCTION "notify_products_updated"();
--> statement-breakpoint
CREATE FUNCTION "notify_order_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('orders_changed', NEW."user_id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "orders_inserted_notify" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_inserted_notify" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW."user_id" IS NOT NULL) EXECUTE FUNCTION "notify_order_placed"();

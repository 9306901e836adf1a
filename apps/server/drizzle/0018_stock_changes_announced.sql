-- A change of stock alone (an order placed, cancelled or expired, a quantity edited) is announced on
-- `shop_changed` with the new quantities, `stock:<tea>=<quantity>,…`, which every app server writes into
-- the catalogue it keeps in memory; any other change of a product is announced as `products`, and the
-- catalogue is read again (docs/decisions/0016-caches.md). Reading the whole catalogue again after each
-- order took every app server a third to two thirds of a second of CPU per order over 10,000 teas on
-- PostgreSQL, about a second on the embedded database. An update that changed no row announces nothing.
CREATE FUNCTION "notify_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock text;
BEGIN
  IF EXISTS (
    SELECT FROM old_rows o LEFT JOIN new_rows n ON n."id" = o."id"
    WHERE n."id" IS NULL
       OR to_jsonb(o) - 'quantity' - 'updated_at' IS DISTINCT FROM to_jsonb(n) - 'quantity' - 'updated_at'
  ) THEN
    PERFORM pg_notify('shop_changed', 'products');
    RETURN NULL;
  END IF;
  SELECT string_agg(n."id" || '=' || n."quantity", ',') INTO stock FROM new_rows n;
  IF stock IS NOT NULL THEN
    PERFORM pg_notify('shop_changed', CASE WHEN length(stock) > 7000 THEN 'products' ELSE 'stock:' || stock END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_changed_notify" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_changed_notify" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_updated_notify" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_products_updated"();

-- Sizes and one stock by weight (docs/decisions/0032-sizes-and-stock-by-weight.md). A tea is sold in
-- sizes, each with its label, weight, price and minimum, all drawing on the tea's one stock: grams of
-- leaves, or pieces for a tea sold by the piece. Every tea sold before becomes one size, a 100 g tin at
-- its price and minimum, and its stock of tins becomes grams, 100 a tin: nothing a customer sees changes.
CREATE TABLE "product_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"min_order" integer NOT NULL,
	"sku" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sizes_grams_check" CHECK ("product_sizes"."grams" between 1 and 50000),
	CONSTRAINT "product_sizes_price_check" CHECK ("product_sizes"."price_cents" > 0),
	CONSTRAINT "product_sizes_min_order_check" CHECK ("product_sizes"."min_order" >= 1)
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_label_key" ON "product_sizes" USING btree ("product_id",lower("label")) WHERE "product_sizes"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_default_key" ON "product_sizes" USING btree ("product_id") WHERE "product_sizes"."is_default";--> statement-breakpoint
INSERT INTO "product_sizes" ("id", "product_id", "position", "label", "grams", "price_cents", "min_order", "is_default")
SELECT 'size_' || p."id", p."id", 0, '100 g tin', 100, p."price_cents", p."min_order", true FROM "products" p;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stocked_by" text DEFAULT 'weight' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
UPDATE "products" SET "stock" = "quantity" * 100;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stock" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_quantity_check";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stocked_by_check" CHECK (stocked_by in ('weight', 'piece'));--> statement-breakpoint
-- A cart holds a line a size: each line of today's carts is its tea's one size.
ALTER TABLE "cart_items" ADD COLUMN "size_id" text;--> statement-breakpoint
UPDATE "cart_items" SET "size_id" = 'size_' || "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_size_id_pk" PRIMARY KEY("user_id","size_id");--> statement-breakpoint
-- An order line keeps its size and what each one took of the stock; the lines sold before took 100 g a
-- tin, which is what goes back if their order ends unpaid. Their label and weight stay unknown (null).
ALTER TABLE "order_lines" ADD COLUMN "size_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_label" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_each" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "size_id" = 'size_' || "product_id", "stock_each" = 100 WHERE "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "stock_each" = 100 WHERE "product_id" IS NULL;--> statement-breakpoint
-- Takes the stock of an order's lines one line at a time, in the order of their teas' ids and then their
-- sizes' ids, so that two orders sharing teas wait for each other instead of deadlocking (as migration
-- 0021's did for teas). A line takes its quantity × `stock_each` (its size's grams, or one piece) only
-- while its tea and its size are still as the order read them and the stock holds it; two sizes of one
-- tea are two lines of the one row. Answers how many lines it took: fewer, and the statement undoes itself.
DROP FUNCTION "take_order_stock"(text[], integer[], text[], text[], text[], text[], text[], integer[], integer[], timestamptz);--> statement-breakpoint
CREATE FUNCTION "take_order_stock"(
  ids text[], size_ids text[], quantities integer[], stock_each integer[], names text[], categories text[],
  brands text[], descriptions text[], photos text[], labels text[], grams integer[], prices integer[],
  min_orders integer[], taken_at timestamptz
)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1..coalesce(array_length(ids, 1), 0) LOOP
    IF i > 1 AND (ids[i] COLLATE "C", size_ids[i] COLLATE "C") <= (ids[i - 1] COLLATE "C", size_ids[i - 1] COLLATE "C") THEN
      RAISE EXCEPTION 'an order''s lines must come sorted by their teas'' and sizes'' ids';
    END IF;
    -- The tea's row is locked first, by a statement of its own: the UPDATE below then starts after any
    -- change of the tea or of its sizes (written in one transaction with the tea's row) has committed,
    -- and its reading of the size sees that change, not the size as it was before the wait.
    PERFORM FROM "products" WHERE "id" = ids[i] FOR UPDATE;
    UPDATE "products" p SET "stock" = p."stock" - quantities[i] * stock_each[i], "updated_at" = taken_at
    WHERE p."id" = ids[i]
      AND p."stock" >= quantities[i] * stock_each[i]
      AND p."name" = names[i]
      AND p."category" = categories[i]
      AND p."brand" = brands[i]
      AND p."description" = descriptions[i]
      AND p."photo" = photos[i]
      AND (CASE WHEN p."stocked_by" = 'weight' THEN take_order_stock.grams[i] ELSE 1 END) = stock_each[i]
      AND EXISTS (
        SELECT FROM "product_sizes" s
        WHERE s."id" = size_ids[i] AND s."product_id" = ids[i] AND s."retired_at" IS NULL
          AND s."label" = labels[i] AND s."grams" = take_order_stock.grams[i] AND s."price_cents" = prices[i]
          AND s."min_order" = min_orders[i]
      );
    IF NOT FOUND THEN
      RETURN i - 1;
    END IF;
  END LOOP;
  RETURN coalesce(array_length(ids, 1), 0);
END;
$$;
--> statement-breakpoint
-- What one buyer may hold unpaid (migration 0022, per buyer since 0028), counted in the tea's stock
-- (grams or pieces): UNPAID_SHARE_PERCENT of each tea's stock, the lines of the order and the buyer's
-- unpaid lines of the tea together, and UNPAID_VALUE_MAX in all. A share refused names the size of the
-- line it stopped at, and how many more of that size, and how many in all, the buyer may hold.
DROP FUNCTION "order_buyer_hold_refusal"(text, text, text, text[], integer[], integer[], bigint, integer, bigint);--> statement-breakpoint
DROP FUNCTION "order_hold_refusal"(text, text[], integer[], integer[], bigint, integer, bigint);--> statement-breakpoint
DROP FUNCTION "order_holds_refusal"(text[], text[], integer[], integer[], bigint, integer, bigint);--> statement-breakpoint
CREATE FUNCTION "order_holds_refusal"(
  held_orders text[], ids text[], size_ids text[], quantities integer[], stock_each integer[],
  min_orders integer[], order_total bigint, share_percent integer, max_value_cents bigint
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i integer;
  j integer;
  held bigint;
  stock bigint;
  most bigint;
  held_value bigint;
BEGIN
  FOR i IN 1..coalesce(array_length(ids, 1), 0) LOOP
    SELECT p."stock" INTO stock FROM "products" p WHERE p."id" = ids[i];
    CONTINUE WHEN stock IS NULL OR stock < quantities[i] * stock_each[i];
    SELECT coalesce(sum(l."quantity" * l."stock_each"), 0) INTO held
    FROM "order_lines" l WHERE l."order_id" = ANY (held_orders) AND l."product_id" = ids[i];
    most := greatest(min_orders[i] * stock_each[i], (stock + held) * share_percent / 100);
    FOR j IN 1..i - 1 LOOP
      IF ids[j] = ids[i] THEN
        held := held + quantities[j] * stock_each[j];
      END IF;
    END LOOP;
    IF held + quantities[i] * stock_each[i] > most THEN
      RETURN 'hold_share|' || size_ids[i] || '|' || greatest(most - held, 0) / stock_each[i] || '|' || most / stock_each[i];
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
-- An account's holds; an administrator is not bounded.
CREATE FUNCTION "order_hold_refusal"(
  customer text, ids text[], size_ids text[], quantities integer[], stock_each integer[], min_orders integer[],
  order_total bigint, share_percent integer, max_value_cents bigint
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF EXISTS (SELECT FROM "user" u WHERE u."id" = customer AND u."role" = 'admin') THEN
    RETURN NULL;
  END IF;
  RETURN order_holds_refusal(
    ARRAY(SELECT o."id" FROM "orders" o WHERE o."user_id" = customer AND o."status" = 'pending'),
    ids, size_ids, quantities, stock_each, min_orders, order_total, share_percent, max_value_cents
  );
END;
$$;
--> statement-breakpoint
-- An account's holds, or a guest's per e-mail address and, apart, per client address; either may refuse.
CREATE FUNCTION "order_buyer_hold_refusal"(
  customer text, guest_email text, client text, ids text[], size_ids text[], quantities integer[],
  stock_each integer[], min_orders integer[], order_total bigint, share_percent integer, max_value_cents bigint
)
RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF customer IS NOT NULL THEN
    RETURN order_hold_refusal(
      customer, ids, size_ids, quantities, stock_each, min_orders, order_total, share_percent, max_value_cents
    );
  END IF;
  RETURN coalesce(
    order_holds_refusal(
      ARRAY(SELECT o."id" FROM "orders" o WHERE o."placed_as_guest" AND o."status" = 'pending'
        AND lower(o."email") = lower(guest_email)),
      ids, size_ids, quantities, stock_each, min_orders, order_total, share_percent, max_value_cents
    ),
    CASE WHEN client IS NOT NULL THEN order_holds_refusal(
      ARRAY(SELECT o."id" FROM "orders" o WHERE o."placed_as_guest" AND o."status" = 'pending'
        AND o."client_address" = client),
      ids, size_ids, quantities, stock_each, min_orders, order_total, share_percent, max_value_cents
    ) END
  );
END;
$$;
--> statement-breakpoint
-- A change of a tea's stock alone announces `stock:<tea>=<stock>` (grams or pieces) on `shop_changed`
-- (migration 0019 said the count of tins), and any other change of a tea `products`.
CREATE OR REPLACE FUNCTION "notify_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The new row with its old stock: different from the old row when anything but the stock changed.
  besides_stock "products";
BEGIN
  besides_stock := NEW;
  besides_stock."stock" := OLD."stock";
  besides_stock."updated_at" := OLD."updated_at";
  IF besides_stock IS DISTINCT FROM OLD THEN
    PERFORM pg_notify('shop_changed', 'products');
  ELSIF NEW."stock" IS DISTINCT FROM OLD."stock" THEN
    PERFORM pg_notify('shop_changed', 'stock:' || NEW."id" || '=' || NEW."stock");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A size added, changed or retired changes what the catalogue shows: it is read again, as for any other
-- change of a tea (docs/decisions/0016-caches.md lists the triggers that announce).
CREATE FUNCTION "notify_sizes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changed', 'products');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_sizes_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "product_sizes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sizes_changed"();

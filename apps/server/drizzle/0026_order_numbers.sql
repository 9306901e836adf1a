-- Order numbers, #1001, #1002… (docs/decisions/0031-order-numbers.md). The last number given is one row,
-- updated in the transaction that places an order: a refused order rolls its update back with everything
-- else and uses up no number (a sequence's would stay used), and two app servers on one database wait
-- for the row's lock rather than take the same number.
CREATE TABLE "order_number_counter" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_number_counter_one_row" CHECK ("order_number_counter"."one")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;
--> statement-breakpoint
-- The orders already placed are numbered in the order they were placed, from 1001.
UPDATE "orders" SET "number" = numbered.n + 1000
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered
WHERE "orders"."id" = numbered."id";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
INSERT INTO "order_number_counter" ("one", "last_number") SELECT true, coalesce(max("number"), 1000) FROM "orders";
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");
--> statement-breakpoint
-- Every new order takes the next number, whatever its insert said (the app leaves it out). A BEFORE
-- INSERT trigger, so that the one statement that places an order (workflows/order-statement.ts) stays as
-- it is: the counter's row is locked when the order's row is written, after the statement has locked the
-- account and taken the stock (its refusal is read first), and held to the commit. Nothing that holds the
-- counter then waits for an account or a tea, so no two orders can wait for each other crosswise.
CREATE FUNCTION order_number_next() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_number_counter SET last_number = last_number + 1 RETURNING last_number INTO NEW.number;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_number_next" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION order_number_next();

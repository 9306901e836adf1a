-- Categories the owner keeps (docs/decisions/0041-owner-kept-categories.md): a table in the owner's
-- order, starting with the shop's first four, which keep their names. A tea names its category by a
-- foreign key that follows a rename and refuses the removal of a category still in use; the check that
-- named the four goes.
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_check" CHECK (length("categories"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree ("name");--> statement-breakpoint
INSERT INTO "categories" ("id", "name", "position") VALUES
  ('cat_organic', 'Organic', 1),
  ('cat_green', 'Green Tea', 2),
  ('cat_black', 'Black Tea', 3),
  ('cat_white', 'White Tea', 4);--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_check";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
-- A category added, moved or removed is announced as the catalogue's other changes are (migration
-- 0013): its list and its filters' counts are kept in memory on every app server. A rename reaches the
-- teas through the foreign key, and their own trigger announces them.
CREATE TRIGGER "categories_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();

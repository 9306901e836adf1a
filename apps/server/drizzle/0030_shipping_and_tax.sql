-- Shipping and tax (docs/decisions/0033-shipping-and-tax.md): the zones the shop ships to and their
-- countries, each zone's methods and their rates, tax rates per country (and region), one tax setting
-- row, and a tax class per tea. A shop without zones ships everywhere at no charge and adds no tax, as
-- before: nothing a customer sees changes until the owner sets shipping up. And a copy on each tea of
-- its default size's weight (docs/decisions/0032-sizes-and-stock-by-weight.md), for the dashboard.
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"flat_cents" integer DEFAULT 0 NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packaging_grams" integer DEFAULT 0 NOT NULL,
	"free_over_cents" integer,
	"min_days" integer,
	"max_days" integer,
	"collect" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_kind_check" CHECK ("shipping_methods"."kind" in ('flat', 'weight', 'value')),
	CONSTRAINT "shipping_methods_flat_check" CHECK ("shipping_methods"."flat_cents" between 0 and 1000000),
	CONSTRAINT "shipping_methods_free_over_check" CHECK ("shipping_methods"."free_over_cents" between 0 and 1000000),
	CONSTRAINT "shipping_methods_packaging_check" CHECK ("shipping_methods"."packaging_grams" between 0 and 100000),
	CONSTRAINT "shipping_methods_days_check" CHECK ("shipping_methods"."min_days" between 0 and 365 and "shipping_methods"."max_days" between "shipping_methods"."min_days" and 365)
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rest_of_world" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"tax_class" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "tax_rates_class_check" CHECK (tax_class in ('standard', 'reduced', 'zero')),
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"shipping_class" text DEFAULT 'standard' NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."one"),
	CONSTRAINT "tax_settings_class_check" CHECK (shipping_class in ('standard', 'reduced', 'zero'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "default_grams" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'reduced' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_name_key" ON "shipping_methods" USING btree ("zone_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shipping_zone_countries_zone_idx" ON "shipping_zone_countries" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_key" ON "shipping_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_rest_key" ON "shipping_zones" USING btree ("rest_of_world") WHERE "shipping_zones"."rest_of_world";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_key" ON "tax_rates" USING btree ("country","region","tax_class");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_check" CHECK (tax_class in ('standard', 'reduced', 'zero'));--> statement-breakpoint
INSERT INTO "tax_settings" ("one") VALUES (true);--> statement-breakpoint
UPDATE "products" p SET "default_grams" = s."grams" FROM "product_sizes" s WHERE s."product_id" = p."id" AND s."is_default" AND s."retired_at" IS NULL;
-- The pages the owner writes (docs/decisions/0038-shop-pages.md): a row once the owner saves one; until then the shop's first words.
CREATE TABLE "shop_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text NOT NULL
);

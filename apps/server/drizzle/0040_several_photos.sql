-- Several photos of a tea (docs/decisions/0042-several-photos.md): the gallery in the owner's order, the
-- spec's `photo` first; empty while the tea has its one photo alone. At most 8. Named `gallery`, not
-- `photos`: the order functions (migration 0029) take a parameter `photos`, which a column of that name
-- would make ambiguous inside them.
ALTER TABLE "products" ADD COLUMN "gallery" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gallery_check" CHECK (cardinality("products"."gallery") <= 8);
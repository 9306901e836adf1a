-- Gifts (docs/decisions/0035-promotions.md): a promotion that gives one of a size of a tea free with an order.
-- The size is not a foreign key, as a tea may be deleted: a size gone is given no more.
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_target_check";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "gift_size_id" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_check" CHECK (("promotions"."target" = 'gift') = ("promotions"."gift_size_id" is not null));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_target_check" CHECK (target in ('order', 'teas', 'categories', 'shipping', 'gift'));
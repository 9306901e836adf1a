-- A user's role becomes the database's own type (docs/decisions/0015-boundaries.md): `user` or `admin`.
-- The shop never wrote another; any other value read as a customer before, and becomes one.
CREATE TYPE "public"."user_role" AS ENUM('user', 'admin');--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "role" SET DATA TYPE "public"."user_role" USING (CASE WHEN "role" = 'admin' THEN 'admin' ELSE 'user' END)::"public"."user_role";--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "role" SET DEFAULT 'user'::"public"."user_role";

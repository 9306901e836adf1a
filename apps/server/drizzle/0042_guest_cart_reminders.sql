CREATE TABLE "guest_carts" (
	"email" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"reminded_at" timestamp with time zone
);

CREATE TABLE "alert_rounds" (
	"product_id" text NOT NULL,
	"size_key" text NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_rounds_product_id_size_key_pk" PRIMARY KEY("product_id","size_key")
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"product_id" text,
	"size_id" text,
	"cups_per_day" integer,
	"asked_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"given_at" timestamp with time zone,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('newsletter', 'cart_reminders', 'refill_reminders', 'back_in_stock')),
	CONSTRAINT "consents_status_check" CHECK ("consents"."status" in ('pending', 'active')),
	CONSTRAINT "consents_alert_check" CHECK (("consents"."kind" = 'back_in_stock') = ("consents"."product_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"after" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refill_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"size_label" text,
	"grams" integer NOT NULL,
	"runs_out_on" date NOT NULL,
	"remind_on" date NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "newsletter_id" text;--> statement-breakpoint
ALTER TABLE "alert_rounds" ADD CONSTRAINT "alert_rounds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_key" ON "consents" USING btree ("kind","email",coalesce("product_id", ''),coalesce("size_id", ''));--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consents_alerts_idx" ON "consents" USING btree ("product_id","asked_at") WHERE "consents"."kind" = 'back_in_stock';--> statement-breakpoint
CREATE UNIQUE INDEX "refill_reminders_line_key" ON "refill_reminders" USING btree ("order_id","product_id",coalesce("size_label", ''));--> statement-breakpoint
CREATE INDEX "refill_reminders_due_idx" ON "refill_reminders" USING btree ("remind_on") WHERE "refill_reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_newsletter_idx" ON "mail_outbox" USING btree ("newsletter_id","status") WHERE "mail_outbox"."newsletter_id" is not null;
ALTER TABLE "mail_outbox" ADD COLUMN "unpaid_order_id" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_unpaid_order_idx" ON "mail_outbox" USING btree ("unpaid_order_id") WHERE "mail_outbox"."unpaid_order_id" is not null;--> statement-breakpoint
-- One mail per purchase (docs/product.md, "The mails of an order"): an order's "waiting for payment" mail
-- is queued due UNPAID_ORDER_REMINDER_MINUTES later, and is withdrawn, unsent, as soon as the order leaves
-- `pending` (paid, cancelled, expired, deleted) before then. A trigger, so that every way an order leaves
-- `pending` (each workflow, the expiry sweep, another app server, a change by hand) withdraws it in the
-- same transaction, and none can forget to. A mail already claimed by a sender (`sending`) is on its way
-- and stays; a kept mail already due has been shown on the Outbox page and stays as it was shown.
-- `withdrawn` rather than a deleted row: the outbox keeps every mail the shop wrote, and says which it
-- chose not to send.
CREATE FUNCTION "withdraw_unpaid_order_mail"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "mail_outbox" SET "status" = 'withdrawn'
  WHERE "unpaid_order_id" = OLD."id"
    AND ("status" = 'queued' OR ("status" = 'kept' AND "next_attempt_at" > now()));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_unpaid_mail_withdrawn" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW WHEN (OLD."status" = 'pending' AND NEW."status" <> 'pending')
  EXECUTE FUNCTION "withdraw_unpaid_order_mail"();
--> statement-breakpoint
CREATE TRIGGER "orders_deleted_unpaid_mail_withdrawn" AFTER DELETE ON "orders"
  FOR EACH ROW WHEN (OLD."status" = 'pending')
  EXECUTE FUNCTION "withdraw_unpaid_order_mail"();

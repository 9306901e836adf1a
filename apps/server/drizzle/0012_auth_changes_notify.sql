-- Every change to an account or a session is announced on the channel `auth_changed` with the
-- account's id, once the transaction that made it commits. Each app server keeps the sessions it has
-- checked in memory and forgets an account's on this announcement (docs/decisions/0016-caches.md).
-- Triggers, not calls in the code: Better Auth's own routes (sign-out, password change, e-mail
-- verification), the shop's (role change, removal) and `npm run make-admin` are all covered.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] names the column that holds the account's id.
  PERFORM pg_notify('auth_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_changed_notify" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "session_changed_notify" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('user_id');
--> statement-breakpoint
-- Emptying either table (TRUNCATE fires no row triggers) is announced as '*': forget every session.
CREATE FUNCTION "notify_auth_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_emptied_notify" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_emptied"();
--> statement-breakpoint
CREATE TRIGGER "session_emptied_notify" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_emptied"();

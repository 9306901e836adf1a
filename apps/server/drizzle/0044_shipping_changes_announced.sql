-- The shop's delivery and tax (zones, their countries, methods, the tax setting and rates) are kept in
-- memory on every app server (docs/decisions/0033-shipping-and-tax.md): a change of any of them is announced
-- on `shop_changed` with the table's name, as the catalogue's and the promotions' are (migrations 0013,
-- 0034), and each server forgets what it kept.
CREATE TRIGGER "shipping_zones_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();--> statement-breakpoint
CREATE TRIGGER "shipping_zone_countries_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zone_countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();--> statement-breakpoint
CREATE TRIGGER "shipping_methods_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_settings_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_rates_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_changed"();

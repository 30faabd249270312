-- Hand-written (drizzle-kit generate --custom): the change feed of db/change-feed.ts. Whatever
-- changes a vendor's row, sessions, products or orders NOTIFYs that vendor's id on channel
-- `vendor_changes` when its transaction commits (never for one rolled back; repeats within one
-- transaction are sent once), so every api instance can drop what it keeps of that vendor in
-- memory, whoever made the change: itself, another instance or the admin CLI.
CREATE FUNCTION "notify_vendor_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vendors' THEN
    PERFORM pg_notify('vendor_changes', COALESCE(NEW."id", OLD."id")::text);
  ELSE
    PERFORM pg_notify('vendor_changes', COALESCE(NEW."vendor_id", OLD."vendor_id")::text);
    -- A row moved to another vendor (not done today) changes the old owner's data too.
    IF TG_OP = 'UPDATE' AND NEW."vendor_id" IS DISTINCT FROM OLD."vendor_id" THEN
      PERFORM pg_notify('vendor_changes', OLD."vendor_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendors_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "vendors" FOR EACH ROW EXECUTE FUNCTION "notify_vendor_change"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "refresh_tokens" FOR EACH ROW EXECUTE FUNCTION "notify_vendor_change"();--> statement-breakpoint
CREATE TRIGGER "products_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_vendor_change"();--> statement-breakpoint
CREATE TRIGGER "orders_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "notify_vendor_change"();

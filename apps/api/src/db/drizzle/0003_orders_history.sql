CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100101 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_vendor_id_vendors_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_id_products_id_fk";
--> statement-breakpoint
DROP INDEX "orders_vendor_created_idx";--> statement-breakpoint
-- Hand-added: an order whose product was deleted under the old "set null" rule gets an id that
-- matches no product (the product is gone either way); from now on product ids are never cleared.
UPDATE "orders" SET "product_id" = gen_random_uuid() WHERE "product_id" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vendor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-added: copy the vendor's e-mail into existing orders, and move the first seed's plan fields
-- ('2 months' / '2') to the contract's ('Monthly instalments' / '2 months').
UPDATE "orders" SET "vendor_email" = "vendors"."email" FROM "vendors" WHERE "vendors"."id" = "orders"."vendor_id";--> statement-breakpoint
UPDATE "orders" SET "plan" = 'Monthly instalments', "duration" = "duration" || ' months' WHERE "duration" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "orders" SET "status" = 'Approved' WHERE "status" NOT IN ('Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled');--> statement-breakpoint
CREATE INDEX "orders_vendor_created_id_idx" ON "orders" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled'));
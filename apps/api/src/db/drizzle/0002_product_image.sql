-- No image was ever stored under image_path (uploads answered 501), so nothing is carried over.
ALTER TABLE "products" DROP COLUMN "image_path";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image" jsonb;
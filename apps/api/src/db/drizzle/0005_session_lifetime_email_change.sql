CREATE TABLE "email_change_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Added by hand: a family that already exists started with its first token, not at this migration.
UPDATE "refresh_tokens" AS "t" SET "family_started_at" = "f"."started" FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") AS "f" WHERE "t"."family_id" = "f"."family_id";--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_token_hash_key" ON "email_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_tokens_vendor_idx" ON "email_change_tokens" USING btree ("vendor_id");
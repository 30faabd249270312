CREATE TABLE "idempotency_keys" (
	"vendor_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"status" integer,
	"headers" jsonb,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_vendor_id_key_pk" PRIMARY KEY("vendor_id","key"),
	CONSTRAINT "idempotency_keys_state_known" CHECK ("idempotency_keys"."state" in ('in_flight', 'done'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");
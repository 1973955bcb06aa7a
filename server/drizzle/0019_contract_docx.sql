ALTER TABLE "pact_contract" ADD COLUMN "docx_file" varchar(255);--> statement-breakpoint
ALTER TABLE "pact_contract" ADD COLUMN "fill_values" jsonb;--> statement-breakpoint
ALTER TABLE "pact_contract" ADD COLUMN "share_expires_at" timestamp with time zone;--> statement-breakpoint
-- Links shared before expiry existed get the default 30 days from now rather than living forever.
UPDATE "pact_contract" SET "share_expires_at" = now() + interval '30 days' WHERE "share_token_hash" IS NOT NULL;

ALTER TABLE "pact_contract" ADD COLUMN "signed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "pact_contract" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pact_contract" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "pact_contract" ADD COLUMN "previous_id" bigint;--> statement-breakpoint
ALTER TABLE "pact_contract" ADD COLUMN "share_token_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "pact_contract_share_token_idx" ON "pact_contract" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "pact_contract_status_end_idx" ON "pact_contract" USING btree ("status","end_date");
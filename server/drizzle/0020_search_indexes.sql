-- Substring search by index (issue 34): pg_trgm ships with PostgreSQL's contrib and with
-- PGlite (loaded by src/db/client.ts); it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "house_room_create_time_idx";--> statement-breakpoint
CREATE INDEX "car_info_plate_trgm" ON "car_info" USING gin ("plate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_info_brand_trgm" ON "car_info" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_info_model_trgm" ON "car_info" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_info_create_time_idx" ON "car_info" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "car_info_price_idx" ON "car_info" USING btree ("price");--> statement-breakpoint
CREATE INDEX "car_info_rent_per_day_idx" ON "car_info" USING btree ("rent_per_day");--> statement-breakpoint
CREATE INDEX "house_customer_name_trgm" ON "house_customer" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_customer_phone_trgm" ON "house_customer" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_customer_email_trgm" ON "house_customer" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_customer_create_time_idx" ON "house_customer" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "house_room_name_trgm" ON "house_room" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_room_location_trgm" ON "house_room" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_room_region_trgm" ON "house_room" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_room_agent_trgm" ON "house_room" USING gin ("agent" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "house_room_rent_idx" ON "house_room" USING btree ("rent","create_time","id");--> statement-breakpoint
CREATE INDEX "house_room_area_idx" ON "house_room" USING btree ("area","create_time","id");--> statement-breakpoint
CREATE INDEX "house_room_sale_price_idx" ON "house_room" USING btree ("sale_price","create_time","id");--> statement-breakpoint
CREATE INDEX "pact_contract_title_trgm" ON "pact_contract" USING gin ("contract_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pact_contract_create_time_idx" ON "pact_contract" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "house_room_create_time_idx" ON "house_room" USING btree ("create_time","id");
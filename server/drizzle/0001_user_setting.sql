CREATE TABLE "sys_user_setting" (
	"user_id" bigint NOT NULL,
	"setting_key" varchar(100) NOT NULL,
	"setting_value" jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_setting_user_id_setting_key_pk" PRIMARY KEY("user_id","setting_key")
);
--> statement-breakpoint
ALTER TABLE "sys_user_setting" ADD CONSTRAINT "sys_user_setting_user_id_sys_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;
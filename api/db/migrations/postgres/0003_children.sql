CREATE TABLE "child_food_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"child_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"food_slug" text,
	"food_name" text NOT NULL,
	"date" text NOT NULL,
	"response" text NOT NULL,
	"reaction" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recipe_id" integer,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"birth_date" text NOT NULL,
	"allergy_risk" integer DEFAULT 0 NOT NULL,
	"resumed_allergens" text DEFAULT '{}' NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	"updated_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" bigint DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumb_data" "bytea";--> statement-breakpoint
ALTER TABLE "child_food_logs" ADD CONSTRAINT "child_food_logs_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_food_logs" ADD CONSTRAINT "child_food_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_food_logs_child_date_idx" ON "child_food_logs" USING btree ("child_id","date");--> statement-breakpoint
CREATE INDEX "child_food_logs_user_idx" ON "child_food_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "children_user_idx" ON "children" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");
CREATE TABLE "face_capture_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" integer NOT NULL,
	"direction" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "passkey_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"challenge" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"credential_id" varchar(1400) NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
CREATE TABLE "staff_photos" (
	"name" varchar(200) PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"detail" varchar(200),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_credentials" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_live" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"ports_in_use" integer NOT NULL,
	"ports_total" integer NOT NULL,
	"fault" varchar(200),
	"last_seen_at" timestamp with time zone NOT NULL,
	"offline_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_telemetry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" varchar(20) NOT NULL,
	"ports_in_use" integer NOT NULL,
	"ports_total" integer NOT NULL,
	"sessions" integer NOT NULL,
	"fault" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "station_telemetry_daily" (
	"station_id" integer NOT NULL,
	"day" date NOT NULL,
	"messages" integer NOT NULL,
	"sessions" integer NOT NULL,
	"fault_messages" integer NOT NULL,
	"ports_in_use_sum" integer NOT NULL,
	"ports_total_sum" integer NOT NULL,
	CONSTRAINT "station_telemetry_daily_station_id_day_pk" PRIMARY KEY("station_id","day")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "face_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "unanswered_key" varchar(500);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "resolved_faq_id" integer;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "phrasings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "espace_nom" varchar(120);--> statement-breakpoint
ALTER TABLE "face_capture_hashes" ADD CONSTRAINT "face_capture_hashes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_challenges" ADD CONSTRAINT "face_challenges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_photos" ADD CONSTRAINT "staff_photos_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_alerts" ADD CONSTRAINT "station_alerts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_credentials" ADD CONSTRAINT "station_credentials_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_live" ADD CONSTRAINT "station_live_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_telemetry" ADD CONSTRAINT "station_telemetry_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_telemetry_daily" ADD CONSTRAINT "station_telemetry_daily_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_capture_hashes_admin_idx" ON "face_capture_hashes" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "face_challenges_admin_idx" ON "face_challenges" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "passkeys_admin_idx" ON "passkeys" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "station_alerts_open_idx" ON "station_alerts" USING btree ("station_id") WHERE "station_alerts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "station_alerts_opened_idx" ON "station_alerts" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "station_telemetry_station_time_idx" ON "station_telemetry" USING btree ("station_id","received_at");--> statement-breakpoint
CREATE INDEX "station_telemetry_time_idx" ON "station_telemetry" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_resolved_faq_id_faq_entries_id_fk" FOREIGN KEY ("resolved_faq_id") REFERENCES "public"."faq_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_unanswered_idx" ON "chat_messages" USING btree ("unanswered_key","resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_email_day_idx" ON "reservations" USING btree ("email","demo_date");
CREATE TABLE "screen_given" (
	"station_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"first_given_at" timestamp with time zone NOT NULL,
	"last_given_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screen_given_station_id_ad_id_pk" PRIMARY KEY("station_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "screen_outages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_plays_daily" (
	"station_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"plays" integer NOT NULL,
	"airtime_ms" bigint NOT NULL,
	CONSTRAINT "screen_plays_daily_station_id_ad_id_day_pk" PRIMARY KEY("station_id","ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"paired_at" timestamp with time zone NOT NULL,
	"paired_by" integer,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_requests" ADD COLUMN "target_station_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD COLUMN "target_gouvernorats" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD COLUMN "dayparts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD COLUMN "plays_per_hour" integer;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD COLUMN "duration_ms" integer DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_given" ADD CONSTRAINT "screen_given_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_given" ADD CONSTRAINT "screen_given_ad_id_ad_requests_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_outages" ADD CONSTRAINT "screen_outages_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_plays" ADD CONSTRAINT "screen_plays_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_plays" ADD CONSTRAINT "screen_plays_ad_id_ad_requests_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_plays_daily" ADD CONSTRAINT "screen_plays_daily_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_plays_daily" ADD CONSTRAINT "screen_plays_daily_ad_id_ad_requests_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_paired_by_admins_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_outages_station_idx" ON "screen_outages" USING btree ("station_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_plays_dedup_idx" ON "screen_plays" USING btree ("station_id","ad_id","started_at");--> statement-breakpoint
CREATE INDEX "screen_plays_ad_time_idx" ON "screen_plays" USING btree ("ad_id","started_at");--> statement-breakpoint
CREATE INDEX "screen_plays_time_idx" ON "screen_plays" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "screen_plays_daily_ad_idx" ON "screen_plays_daily" USING btree ("ad_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "screens_token_hash_idx" ON "screens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ad_requests_client_idx" ON "ad_requests" USING btree ("client_id");
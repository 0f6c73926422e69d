ALTER TABLE "station_telemetry" DROP CONSTRAINT "station_telemetry_pkey";--> statement-breakpoint
ALTER TABLE "station_telemetry" ADD CONSTRAINT "station_telemetry_id_received_at_pk" PRIMARY KEY("id","received_at");--> statement-breakpoint
-- hand-written: station_telemetry partitioned by UTC day (issue 35), so retention drops whole
-- partitions instead of deleting rows. The same table, columns, keys and indexes under the same
-- names, rebuilt as a partitioned table with a DEFAULT partition holding the existing rows (and
-- any day without its own partition); the server creates the daily partitions ahead
-- (modules/telemetry/partitions.ts). Runs on PostgreSQL and PGlite alike.
ALTER TABLE "station_telemetry" RENAME TO "station_telemetry_unpartitioned";--> statement-breakpoint
ALTER TABLE "station_telemetry_unpartitioned" RENAME CONSTRAINT "station_telemetry_id_received_at_pk" TO "station_telemetry_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "station_telemetry_unpartitioned" RENAME CONSTRAINT "station_telemetry_station_id_stations_id_fk" TO "station_telemetry_unpartitioned_fk";--> statement-breakpoint
ALTER INDEX "station_telemetry_station_time_idx" RENAME TO "station_telemetry_unpartitioned_station_time_idx";--> statement-breakpoint
ALTER INDEX "station_telemetry_time_idx" RENAME TO "station_telemetry_unpartitioned_time_idx";--> statement-breakpoint
CREATE TABLE "station_telemetry" (
	"id" bigint DEFAULT nextval('station_telemetry_id_seq'::regclass) NOT NULL,
	"station_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" varchar(20) NOT NULL,
	"ports_in_use" integer NOT NULL,
	"ports_total" integer NOT NULL,
	"sessions" integer NOT NULL,
	"fault" varchar(200),
	CONSTRAINT "station_telemetry_id_received_at_pk" PRIMARY KEY("id","received_at")
) PARTITION BY RANGE ("received_at");--> statement-breakpoint
ALTER SEQUENCE "station_telemetry_id_seq" OWNED BY "station_telemetry"."id";--> statement-breakpoint
ALTER TABLE "station_telemetry" ADD CONSTRAINT "station_telemetry_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_telemetry_station_time_idx" ON "station_telemetry" USING btree ("station_id","received_at");--> statement-breakpoint
CREATE INDEX "station_telemetry_time_idx" ON "station_telemetry" USING btree ("received_at");--> statement-breakpoint
CREATE TABLE "station_telemetry_default" PARTITION OF "station_telemetry" DEFAULT;--> statement-breakpoint
INSERT INTO "station_telemetry" SELECT * FROM "station_telemetry_unpartitioned";--> statement-breakpoint
DROP TABLE "station_telemetry_unpartitioned";

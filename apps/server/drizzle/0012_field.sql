CREATE TABLE "reclamation_qr_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"reclamation_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_commands" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"locker" integer,
	"text" varchar(200),
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"detail" varchar(200),
	"sent_by" integer,
	"work_order_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"photo" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"cause" varchar(16) NOT NULL,
	"description" text NOT NULL,
	"priority" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'ouvert' NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"created_by" integer,
	"reclamation_id" integer,
	"alert_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"escalated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" varchar(16) DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "reclamations_qr" ADD COLUMN "urgent_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "reclamations_qr" ADD COLUMN "locker" integer;--> statement-breakpoint
ALTER TABLE "reclamations_qr" ADD COLUMN "follow_secret_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "reclamations_qr" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reclamation_qr_replies" ADD CONSTRAINT "reclamation_qr_replies_reclamation_id_reclamations_qr_id_fk" FOREIGN KEY ("reclamation_id") REFERENCES "public"."reclamations_qr"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_qr_replies" ADD CONSTRAINT "reclamation_qr_replies_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_commands" ADD CONSTRAINT "station_commands_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_commands" ADD CONSTRAINT "station_commands_sent_by_admins_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_commands" ADD CONSTRAINT "station_commands_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_notes" ADD CONSTRAINT "work_order_notes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_notes" ADD CONSTRAINT "work_order_notes_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_reclamation_id_reclamations_qr_id_fk" FOREIGN KEY ("reclamation_id") REFERENCES "public"."reclamations_qr"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_alert_id_station_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."station_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reclamation_qr_replies_case_idx" ON "reclamation_qr_replies" USING btree ("reclamation_id");--> statement-breakpoint
CREATE INDEX "station_commands_station_idx" ON "station_commands" USING btree ("station_id","sent_at");--> statement-breakpoint
CREATE INDEX "station_commands_status_idx" ON "station_commands" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "work_order_notes_order_idx" ON "work_order_notes" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_orders_status_deadline_idx" ON "work_orders" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "work_orders_assignee_idx" ON "work_orders" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "work_orders_station_idx" ON "work_orders" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_alert_idx" ON "work_orders" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_reclamation_idx" ON "work_orders" USING btree ("reclamation_id");
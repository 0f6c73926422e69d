CREATE TABLE "contract_stations" (
	"contract_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	CONSTRAINT "contract_stations_contract_id_station_id_pk" PRIMARY KEY("contract_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"monthly_fee_millimes" bigint NOT NULL,
	"payment_terms_days" smallint DEFAULT 15 NOT NULL,
	"renewed_from_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" varchar(16) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"contract_id" integer,
	"label" varchar(300) NOT NULL,
	"amount_millimes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_millimes" bigint NOT NULL,
	"method" varchar(16) NOT NULL,
	"paid_at" date NOT NULL,
	"reference" varchar(120) NOT NULL,
	"provider_ref" varchar(100),
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"email" varchar(254) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_stage_pk" PRIMARY KEY("invoice_id","stage")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"number" varchar(20) NOT NULL,
	"client_id" integer NOT NULL,
	"client_name" varchar(120) NOT NULL,
	"client_tax_number" varchar(40),
	"language" varchar(2) NOT NULL,
	"period" varchar(7) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"ht_millimes" bigint NOT NULL,
	"tva_rate_bp" integer NOT NULL,
	"tva_millimes" bigint NOT NULL,
	"stamp_millimes" bigint NOT NULL,
	"ttc_millimes" bigint NOT NULL,
	"paid_millimes" bigint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'issued' NOT NULL,
	"related_id" integer,
	"cancel_reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "konnect_payments" (
	"payment_ref" varchar(100) PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_millimes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_number" varchar(40);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invoice_language" varchar(2) DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_stations" ADD CONSTRAINT "contract_stations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_stations" ADD CONSTRAINT "contract_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konnect_payments" ADD CONSTRAINT "konnect_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_stations_station_idx" ON "contract_stations" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_contract_idx" ON "invoice_lines" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_provider_ref_idx" ON "invoice_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_period_idx" ON "invoices" USING btree ("client_id","period") WHERE "invoices"."kind" = 'invoice' and "invoices"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "konnect_payments_invoice_idx" ON "konnect_payments" USING btree ("invoice_id");
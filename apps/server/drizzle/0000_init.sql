CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(120) NOT NULL,
	"prenom" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telephone" varchar(20) NOT NULL,
	"poste" varchar(120) NOT NULL,
	"image" varchar(200),
	"face_descriptor" real[],
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_type" varchar(16) NOT NULL,
	"actor_id" integer,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" integer,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(120) NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"job" varchar(120) NOT NULL,
	"governorate" varchar(40) NOT NULL,
	"city" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"phone2" varchar(20),
	"password_hash" text NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"nom_prenom" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"tel1" varchar(20) NOT NULL,
	"tel2" varchar(20),
	"espace_id" integer,
	"type_espace" varchar(120) NOT NULL,
	"gouvernorat" varchar(40) NOT NULL,
	"ville" varchar(120) NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"statut" varchar(16) DEFAULT 'En attente' NOT NULL,
	"video" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"response" text NOT NULL,
	"image" varchar(200),
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answers" jsonb NOT NULL,
	"language" varchar(2) DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "espaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(120) NOT NULL,
	"ville" varchar(120) NOT NULL,
	"gouvernorat" varchar(40) NOT NULL,
	"activite" varchar(120) NOT NULL,
	"stations" integer DEFAULT 0 NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lockers" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"reference" varchar(60) NOT NULL,
	"espace_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(60) NOT NULL,
	"espace_id" integer,
	"client_id" integer,
	"adresse" varchar(250),
	"date_installation" date,
	"model" varchar(20) DEFAULT 'Nano Box' NOT NULL,
	"date_fabrication" date,
	"date_entretien" date,
	"fin_location" date,
	"status" varchar(20) DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"text" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demandes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"nomentreprise" varchar(120) NOT NULL,
	"fonction" varchar(120) NOT NULL,
	"tel" varchar(20) NOT NULL,
	"gouvernorat" varchar(40) NOT NULL,
	"message" text NOT NULL,
	"statut" varchar(16) DEFAULT 'pending' NOT NULL,
	"type" varchar(16) DEFAULT 'client' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(2) DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"demo_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reclamations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"categorie" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(16) DEFAULT 'Problem' NOT NULL,
	"reponse" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reclamations_qr" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_number" varchar(32) NOT NULL,
	"nom" varchar(120) NOT NULL,
	"prenom" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telephone" varchar(20) NOT NULL,
	"type_retour" varchar(60) NOT NULL,
	"lieu" varchar(250) NOT NULL,
	"station_id" integer,
	"date_probleme" date,
	"heure_probleme" varchar(5),
	"usage_nano_box" varchar(80) NOT NULL,
	"description" text NOT NULL,
	"photo" varchar(200),
	"souhaite_retour" varchar(40) NOT NULL,
	"statut" varchar(16) DEFAULT 'new' NOT NULL,
	"note" text,
	"date_reclamation" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reclamations_qr_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espaces" ADD CONSTRAINT "espaces_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lockers" ADD CONSTRAINT "lockers_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations_qr" ADD CONSTRAINT "reclamations_qr_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_idx" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "espaces_client_idx" ON "espaces" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "espaces_gouvernorat_idx" ON "espaces" USING btree ("gouvernorat");--> statement-breakpoint
CREATE UNIQUE INDEX "lockers_reference_idx" ON "lockers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "lockers_espace_idx" ON "lockers" USING btree ("espace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_reference_idx" ON "stations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "stations_espace_idx" ON "stations" USING btree ("espace_id");--> statement-breakpoint
CREATE INDEX "stations_client_idx" ON "stations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_q_idx" ON "questionnaire_questions" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaires_client_idx" ON "questionnaires" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reclamations_client_idx" ON "reclamations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reclamations_qr_date_idx" ON "reclamations_qr" USING btree ("date_reclamation");
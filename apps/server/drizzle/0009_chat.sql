CREATE TABLE "chat_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"name" varchar(120) NOT NULL,
	"phone" varchar(30),
	"email" varchar(254),
	"note" text,
	"language" varchar(2) NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_contact_requests" ADD CONSTRAINT "chat_contact_requests_answered_by_admins_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_contact_requests_token_idx" ON "chat_contact_requests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "chat_contact_requests_open_idx" ON "chat_contact_requests" USING btree ("answered_at","created_at");
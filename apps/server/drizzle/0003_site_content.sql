CREATE TABLE "site_draft" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_draft_single_row" CHECK ("site_draft"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "site_draft" ADD CONSTRAINT "site_draft_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
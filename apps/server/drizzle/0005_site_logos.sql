CREATE TABLE "site_logos" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

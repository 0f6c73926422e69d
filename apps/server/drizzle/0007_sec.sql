CREATE TABLE "account_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"role" varchar(10) NOT NULL,
	"account_id" integer NOT NULL,
	"new_email" varchar(254),
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "chat_unanswered_days" (
	"day" date PRIMARY KEY NOT NULL,
	"groups" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_links_account_idx" ON "account_links" USING btree ("role","account_id","purpose");
ALTER TABLE "ad_requests" ADD COLUMN "pricing_basis" varchar(16);--> statement-breakpoint
ALTER TABLE "ad_requests" ADD COLUMN "price_millimes" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "ad_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ad_id_ad_requests_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_ad_idx" ON "invoice_lines" USING btree ("ad_id");
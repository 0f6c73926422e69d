-- The authenticated reads served from memory (lib/answer-cache.ts: the client's profile and lists,
-- the back-office's lists and the staff profile) are dropped on every write to a table they read,
-- whichever instance or script wrote: each of these tables announces its writes on the
-- `table_changes` channel, once per statement, at commit (function of migration 0006).
CREATE TRIGGER "clients_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "admins_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admins"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "espaces_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "espaces"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "stations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "station_live_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "station_live"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "reclamations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reclamations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();
--> statement-breakpoint
CREATE TRIGGER "lockers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lockers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();

-- Writes to a table whose answers the server caches are announced on the `table_changes` channel
-- with the table's name, once per statement, at commit. Each server instance LISTENs and drops what
-- it cached from that table (lib/answer-cache.ts), whichever instance or script wrote.
CREATE FUNCTION "notify_table_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "demandes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "demandes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changes"();

-- Every change that can end an account's sessions (token version bumped, client status changed,
-- account deleted) is announced on the `account_sessions` channel as `admin:<id>` or
-- `client:<id>`, at commit. Each server instance LISTENs and drops what it cached of that account's
-- token version (plugins/auth.ts), whichever instance or script made the change.
CREATE FUNCTION "notify_account_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_sessions', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admins_sessions_changed" AFTER UPDATE OF "token_version", "id" OR DELETE ON "admins"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_sessions"('admin');
--> statement-breakpoint
CREATE TRIGGER "clients_sessions_changed" AFTER UPDATE OF "token_version", "status", "id" OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_sessions"('client');

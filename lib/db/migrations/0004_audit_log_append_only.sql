-- The audit log is append-only: the application can add entries, never change or remove them.
CREATE OR REPLACE FUNCTION console_audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'console_audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER console_audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON console_audit_log
  FOR EACH ROW EXECUTE FUNCTION console_audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER console_audit_log_no_truncate
  BEFORE TRUNCATE ON console_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION console_audit_log_refuse_change();

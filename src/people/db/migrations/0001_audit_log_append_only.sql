-- The audit log is appended to only, whoever connects: no DELETE or TRUNCATE, and an UPDATE only
-- to complete a `pending` entry's outcome once (every other column as it was).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD."outcome" <> 'pending' OR NEW."outcome" = 'pending'
    OR (to_jsonb(NEW) - 'outcome' - 'outcome_detail') IS DISTINCT FROM (to_jsonb(OLD) - 'outcome' - 'outcome_detail') THEN
    RAISE EXCEPTION 'audit_log is append-only: only a pending outcome may be completed, once' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only_rows" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();

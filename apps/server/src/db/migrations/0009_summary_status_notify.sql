-- Issue 11: every change of a summary's status, made by whichever process (API, worker, recovery),
-- is announced on the summary_status channel, so each API replica can tell its open pages at once.
-- The payload names the owner, the summary and its status; nothing else of the summary.
CREATE OR REPLACE FUNCTION summaries_notify_status() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify(
      'summary_status',
      json_build_object('userId', NEW.user_id, 'id', NEW.id, 'status', NEW.status)::text
    );
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER summaries_status_notify
  AFTER INSERT OR UPDATE OF status ON summaries
  FOR EACH ROW EXECUTE FUNCTION summaries_notify_status();

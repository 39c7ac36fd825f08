-- Issue 11: a Pulse build stored by any process (a worker, usually) is announced on the pulse_ready
-- channel, so the API replica holding the user's event stream tells the page at once instead of
-- waiting for its next poll. The payload names the owner and the day; nothing of the Pulse itself.
CREATE OR REPLACE FUNCTION pulses_notify_ready() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pulse_ready', json_build_object('userId', NEW.user_id, 'day', NEW.day)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pulses_ready_notify
  AFTER INSERT OR UPDATE OF data, generated_at ON pulses
  FOR EACH ROW EXECUTE FUNCTION pulses_notify_ready();

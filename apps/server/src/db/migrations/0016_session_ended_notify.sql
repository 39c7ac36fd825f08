-- Issue 11: every change that may end a session, made by any process (another API replica, a
-- worker's cleanup, psql), is announced on the session_ended channel, so each API replica forgets
-- the live sessions it remembered (features/auth/live-sessions.ts). The payload is the user whose
-- sessions may have ended; empty (forget every session) for a TRUNCATE.
--
-- Conservative on purpose: a DELETE, and an UPDATE changing any column except the ones listed after
-- the first trigger argument, notifies. Those few cannot end a session and change on every sign-in
-- and refresh (last_seen_at, rotation's replaced_by_id); notifying them would empty the caches all
-- the time. A column added later notifies by default. The first argument names the user id column.
CREATE OR REPLACE FUNCTION sessions_notify_ended() RETURNS trigger AS $$
DECLARE
  harmless text[] := TG_ARGV[1:];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_ended', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSIF (to_jsonb(OLD) - harmless) IS DISTINCT FROM (to_jsonb(NEW) - harmless) THEN
    PERFORM pg_notify('session_ended', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_session_ended_notify
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_ended('id', 'last_seen_at', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER users_session_ended_truncate
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ended('id');
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_ended_notify
  AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_ended('user_id', 'replaced_by_id');
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_ended_truncate
  AFTER TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ended('user_id');

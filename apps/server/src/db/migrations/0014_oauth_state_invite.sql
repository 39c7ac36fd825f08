-- Issue 12: a single sign-on started from an invitation link keeps the invitation's hash with the
-- pending sign-in, so the account created on the way back can spend it (SIGNUPS=invite).
ALTER TABLE "oauth_states" ADD COLUMN "invite_hash" text;

/**
 * Digest webhooks (docs/decisions/0047): limits and the sentences both sides use. Kept apart from
 * digests.ts so the web app translates them without loading zod with its first screen.
 */
export const WEBHOOK_URL_MAX = 2000;
/** Attempts of one message: the first and its retries with backoff. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** Failed attempts in a row after which a webhook is paused until its owner resumes it. */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 10;

export const WEBHOOK_MESSAGES = {
  notFound: 'This digest has no webhook',
  urlInvalid: 'Enter a full http:// or https:// address, such as https://example.com/hooks/digest',
  urlTooLong: `The address must be at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: 'The address must not contain a user name or password',
  urlPrivate:
    'This address points to a private, loopback or reserved network; webhooks go only to public addresses',
  urlUnresolvable: 'The host name of this address could not be found',
} as const;

/** Why an attempt failed, as the delivery log says it (besides `HTTP <status>`). */
export const WEBHOOK_ERRORS = {
  refused: 'Connection refused',
  reset: 'Connection reset',
  lost: 'Connection lost',
  timeout: 'No answer within 10 s',
  network: 'Network error',
  tls: 'TLS error',
} as const;

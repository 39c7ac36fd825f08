import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (docs/decisions/0047): the secret is `whsec_` and base64 of random
 * bytes; the signature is `v1,` and base64 of HMAC-SHA256 over `<id>.<timestamp>.<body>` keyed with
 * those bytes. The timestamp is inside what is signed, so a receiver that refuses old timestamps
 * refuses a replayed request; the id is the same for every attempt, so it can drop duplicates.
 */
const PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

function key(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', key(secret)).update(`${id}.${timestamp}.${body}`).digest();
  return `v1,${mac.toString('base64')}`;
}

/**
 * The headers of one attempt: `timestamp` in Unix seconds. Several secrets (the current one and,
 * just after a rotation, the previous one) give space-separated signatures, one per secret.
 */
export function webhookHeaders(
  secrets: string | readonly string[],
  id: string,
  timestamp: number,
  body: string,
) {
  const keys = typeof secrets === 'string' ? [secrets] : secrets;
  return {
    'content-type': 'application/json',
    'user-agent': 'SocialPulse-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': keys.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}

/**
 * What a receiver does: one of the space-separated `v1,` signatures must match, and the timestamp
 * must be within `toleranceSeconds` of `nowSeconds`. Used by the tests and documented for users.
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

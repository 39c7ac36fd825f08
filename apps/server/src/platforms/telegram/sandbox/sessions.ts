import { createHmac, randomBytes } from 'node:crypto';

/**
 * Sandbox session strings are signed, self-contained tokens: any replica can verify a login step or a
 * session without shared memory, as with real Telegram where the state lives in the stored session.
 * The key is fixed on purpose: it only protects the sandbox from typos, not secrets.
 */
const KEY = 'socialpulse-telegram-sandbox';
const PREFIX = '1SBX';

export type SessionPayload =
  | { k: 'login'; phone: string; iat: number; n: string; codeOk: boolean }
  | { k: 'user'; phone: string; iat: number; n: string };

function sign(data: string): string {
  return createHmac('sha256', KEY).update(data).digest('base64url').slice(0, 22);
}

export function encodeSession(payload: SessionPayload): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${PREFIX}${data}.${sign(data)}`;
}

export function decodeSession(session: string): SessionPayload | undefined {
  if (!session.startsWith(PREFIX)) return undefined;
  const [data, sig] = session.slice(PREFIX.length).split('.');
  if (!data || !sig || sign(data) !== sig) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as SessionPayload;
    return payload.k === 'login' || payload.k === 'user' ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** Bound to the login session's nonce: a code hash from another session (another auth key) does not match. */
export function phoneCodeHash(phone: string, iat: number, nonce: string): string {
  return createHmac('sha256', KEY)
    .update(`hash|${phone}|${iat}|${nonce}`)
    .digest('hex')
    .slice(0, 18);
}

export function newNonce(): string {
  return randomBytes(6).toString('base64url');
}

export function newUserSession(phone: string, iat: number): string {
  return encodeSession({ k: 'user', phone, iat, n: newNonce() });
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '@/lib/derive-key';

/** Format version; a new key derivation or cipher gets a new one so old rows stay readable. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * AES-256-GCM for secrets at rest (platform tokens, Telegram sessions, PKCE verifiers). The key is
 * derived from APP_SECRET for this purpose alone. Each value gets a random 96-bit IV; `context` is
 * bound as additional authenticated data, so a ciphertext copied into another row (another user,
 * another platform, the other token column) fails to open instead of being used there.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export class SecretBox {
  readonly #key: Uint8Array;

  constructor(appSecret: string) {
    this.#key = deriveKey(appSecret, 'token-encryption');
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map(part).join('.');
  }

  /** Throws SecretBoxError when the value was tampered with, sealed for another context or another secret. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, data, extra] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined || extra !== undefined)
      throw new SecretBoxError('Unknown secret format');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError('The secret could not be decrypted (APP_SECRET changed?)');
    }
  }
}

function part(value: string | Buffer): string {
  return typeof value === 'string' ? value : value.toString('base64url');
}

import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes for the link; the database keeps only the hash, like refresh tokens. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** A fast hash suffices: the token is 256 random bits, so there is nothing to brute-force. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The web app's pages the links open (apps/web config/paths.ts). */
export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
export const verifyEmailUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A temporary password an administrator reads out to a user: 16 characters from an alphabet
 * without look-alikes (about 92 bits), then "-A1a" so it meets the strength rules whatever came out.
 */
export function newTemporaryPassword(): string {
  const bytes = randomBytes(16);
  let out = '';
  // 256 is not a multiple of 56: a slight bias toward the first letters, harmless at 92 bits.
  for (const byte of bytes) out += TEMPORARY_ALPHABET[byte % TEMPORARY_ALPHABET.length];
  return `${out}-A1a`;
}

import { API_TOKEN_PREFIX, API_TOKEN_VISIBLE_CHARS } from '@socialpulse/contract';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A new personal API token: `sp_pat_` and 256 random bits. The server keeps only its SHA-256 (a
 * token this random needs no slow hash) and the first characters, which lists show.
 */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const secret = randomBytes(32).toString('base64url');
  const token = `${API_TOKEN_PREFIX}${secret}`;
  return {
    token,
    hash: hashApiToken(token),
    prefix: `${API_TOKEN_PREFIX}${secret.slice(0, API_TOKEN_VISIBLE_CHARS)}`,
  };
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a bearer credential is meant as a personal API token (the web app's are JWTs). */
export function looksLikeApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}

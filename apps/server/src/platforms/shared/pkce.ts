import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random string for OAuth `state`, `nonce` and PKCE verifiers (RFC 7636 allows 43–128 chars). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface PkcePair {
  verifier: string;
  challenge: string;
  method: 'S256';
}

/** The route layer keeps `verifier` with the OAuth state and sends `challenge` in the authorize URL. */
export function createPkcePair(): PkcePair {
  const verifier = randomToken(48);
  return { verifier, challenge: pkceChallenge(verifier), method: 'S256' };
}

import { hkdfSync } from 'node:crypto';

/**
 * One APP_SECRET, one independent 32-byte key per purpose ('jwt', 'token-encryption', …), so a key
 * leaked from one use says nothing about the others.
 */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'socialpulse', purpose, 32));
}

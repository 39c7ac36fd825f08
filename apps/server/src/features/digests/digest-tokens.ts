import { createHash, randomBytes } from 'node:crypto';
import { SignedIds } from '@/lib/signed-ids';

/**
 * Unsubscribe links of a digest's emails carry the subscription id signed under the app secret. The
 * link stays valid as long as the subscription exists; deleting it ends every link at once.
 */
export class UnsubscribeTokens extends SignedIds {
  constructor(secret: string) {
    super(secret, 'digest-unsubscribe');
  }
}

/** A new private feed token (256 random bits) and the hash that is all the server keeps of it. */
export function newFeedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashFeedToken(token) };
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links carry the subscription id and an HMAC of it under the app secret, so the
 * endpoint works without signing in and nobody can forge a link for someone else's digest. The
 * link stays valid as long as the subscription exists; deleting it ends every link at once.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private mac(subscriptionId: string): Buffer {
    return createHmac('sha256', this.secret)
      .update(`digest-unsubscribe:${subscriptionId}`)
      .digest();
  }

  sign(subscriptionId: string): string {
    return `${subscriptionId}.${this.mac(subscriptionId).toString('base64url')}`;
  }

  /** The subscription id the token was made for, or undefined when it was not made by us. */
  verify(token: string): string | undefined {
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
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

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An id with an HMAC of it under the app secret, for links that act without signing in (one-click
 * unsubscribe): the link proves it was made by this server for this id and this purpose, so nobody
 * can forge one for someone else, and a link made for one purpose does nothing for another.
 */
export class SignedIds {
  constructor(
    private readonly secret: string,
    private readonly purpose: string,
  ) {}

  private mac(id: string): Buffer {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${id}`).digest();
  }

  sign(id: string): string {
    return `${id}.${this.mac(id).toString('base64url')}`;
  }

  /** The id the token was made for, or undefined when it was not made by us for this purpose. */
  verify(token: string): string | undefined {
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}

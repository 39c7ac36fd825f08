import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
} from '@/features/digests/webhook-signature';

// The example of the Standard Webhooks reference libraries: their secret, id, timestamp and body.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';

describe('webhook signatures', () => {
  it('match the Standard Webhooks reference example', () => {
    expect(signWebhook(SECRET, ID, TIMESTAMP, BODY)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('sign id.timestamp.body with the base64-decoded secret', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/u);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(key).toHaveLength(32);
    const mac = createHmac('sha256', key).update(`abc.100.{}`).digest('base64');
    expect(signWebhook(secret, 'abc', 100, '{}')).toBe(`v1,${mac}`);
  });

  it('give each attempt its headers, and a receiver accepts them once checked', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, ID, TIMESTAMP, BODY);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': ID,
      'webhook-timestamp': String(TIMESTAMP),
    });
    const given = {
      id: headers['webhook-id'],
      timestamp: headers['webhook-timestamp'],
      signature: headers['webhook-signature'],
    };
    expect(verifyWebhook(secret, given, BODY, TIMESTAMP + 10)).toBe(true);
    // One of several space-separated signatures may match (a receiver during secret rotation).
    expect(
      verifyWebhook(secret, { ...given, signature: `v1,AAAA ${given.signature}` }, BODY, TIMESTAMP),
    ).toBe(true);
  });

  it('sign once per secret, space-separated, so a receiver on either secret accepts', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const signature = webhookHeaders([current, previous], ID, TIMESTAMP, BODY)['webhook-signature'];
    expect(signature.split(' ')).toEqual([
      signWebhook(current, ID, TIMESTAMP, BODY),
      signWebhook(previous, ID, TIMESTAMP, BODY),
    ]);
    const given = { id: ID, timestamp: String(TIMESTAMP), signature };
    expect(verifyWebhook(current, given, BODY, TIMESTAMP)).toBe(true);
    expect(verifyWebhook(previous, given, BODY, TIMESTAMP)).toBe(true);
    expect(verifyWebhook(newWebhookSecret(), given, BODY, TIMESTAMP)).toBe(false);
  });

  it('refuse a changed body, another secret, a changed timestamp and a replay outside the tolerance', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, ID, TIMESTAMP, BODY);
    const given = {
      id: ID,
      timestamp: headers['webhook-timestamp'],
      signature: headers['webhook-signature'],
    };
    expect(verifyWebhook(secret, given, '{"test": 1}', TIMESTAMP)).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), given, BODY, TIMESTAMP)).toBe(false);
    expect(
      verifyWebhook(secret, { ...given, timestamp: String(TIMESTAMP + 1) }, BODY, TIMESTAMP),
    ).toBe(false);
    // The same request sent again ten minutes later: the signed timestamp gives it away.
    expect(verifyWebhook(secret, given, BODY, TIMESTAMP + 600)).toBe(false);
  });
});

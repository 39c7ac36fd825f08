import { WEBHOOK_MESSAGES } from '@socialpulse/contract';
import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSender } from '@/features/digests/webhook-sender';
import {
  checkWebhookUrlShape,
  nonPublicClass,
  pinnedLookup,
  resolveWebhookTarget,
} from '@/features/digests/webhook-target';

const refused = { allowPrivate: false };
const resolvesTo =
  (...addresses: string[]) =>
  (): Promise<LookupAddress[]> =>
    Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

describe('which addresses a webhook may reach', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:100.64.1.1', 'shared (CGNAT)'],
  ])('refuses %s (%s)', async (address, kind) => {
    expect(nonPublicClass(address)).toBe(kind);
    const url = new URL(`https://hooks.example.test/in`);
    await expect(
      resolveWebhookTarget(url, { ...refused, resolve: resolvesTo(address) }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(nonPublicClass(address)).toBeNull();
  });

  it('refuses a host when any one of its addresses is private', async () => {
    const url = new URL('https://hooks.example.test/in');
    await expect(
      resolveWebhookTarget(url, { ...refused, resolve: resolvesTo('93.184.215.14', '10.0.0.5') }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('refuses address literals in every spelling the URL parser knows', async () => {
    for (const raw of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost./',
    ]) {
      const url = checkWebhookUrlShape(raw);
      await expect(
        resolveWebhookTarget(url, {
          ...refused,
          resolve: resolvesTo('127.0.0.1'),
        }),
        raw,
      ).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    }
  });

  it('allows private targets when the operator says so', async () => {
    const url = new URL('http://127.0.0.1:9/');
    await expect(resolveWebhookTarget(url, { allowPrivate: true })).resolves.toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
  });

  it('refuses other schemes, credentials and unknown hosts with a clear message', async () => {
    for (const raw of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'nonsense',
    ])
      expect(() => checkWebhookUrlShape(raw), raw).toThrow(WEBHOOK_MESSAGES.urlInvalid);
    expect(() => checkWebhookUrlShape('https://user:pw@example.com/')).toThrow(
      WEBHOOK_MESSAGES.urlCredentials,
    );
    const unknown = new URL('https://no-such-host.invalid/');
    await expect(
      resolveWebhookTarget(unknown, {
        ...refused,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlUnresolvable);
  });

  it('the socket lookup answers only the addresses checked, in both lookup forms', () => {
    const lookup = pinnedLookup([{ address: '93.184.215.14', family: 4 }]);
    const answers: unknown[] = [];
    lookup('rebound.example.test', { all: true }, (_e, a) => answers.push(a));
    lookup('rebound.example.test', {}, (_e, a, f) => answers.push([a, f]));
    lookup('rebound.example.test', { family: 6 }, (e) => answers.push(e?.message));
    expect(answers).toEqual([
      [{ address: '93.184.215.14', family: 4 }],
      ['93.184.215.14', 4],
      'no checked address of the requested family',
    ]);
  });
});

describe('the webhook sender', () => {
  let server: Server;
  let base: string;
  const received: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request);
      request.resume();
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      }
      response.writeHead(request.url === '/fail' ? 500 : 204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts to an allowed target and reports the status', async () => {
    const send = webhookSender({ allowPrivate: true });
    const ok = await send(`${base}/ok`, { 'content-type': 'application/json' }, '{}');
    expect(ok).toMatchObject({ ok: true, statusCode: 204, error: null });
    const failed = await send(`${base}/fail`, {}, '{}');
    expect(failed).toMatchObject({ ok: false, statusCode: 500, error: 'HTTP 500' });
  });

  it('does not follow a redirect', async () => {
    const before = received.length;
    const result = await webhookSender({ allowPrivate: true })(`${base}/redirect`, {}, '{}');
    expect(result).toMatchObject({ ok: false, statusCode: 302, error: 'HTTP 302' });
    expect(received.length).toBe(before + 1);
  });

  it('never connects to a refused address', async () => {
    const before = received.length;
    const result = await webhookSender(refused)(`${base}/ok`, {}, '{}');
    expect(result).toMatchObject({
      ok: false,
      statusCode: null,
      error: WEBHOOK_MESSAGES.urlPrivate,
    });
    expect(received.length).toBe(before);
  });

  it('connects to the address checked, whatever the name resolves to later', async () => {
    // The name resolves once, to the receiver; a second lookup would fail the test's resolver.
    let lookups = 0;
    const port = (server.address() as AddressInfo).port;
    const send = webhookSender({
      allowPrivate: true,
      resolve: () => {
        lookups++;
        return lookups > 1
          ? Promise.reject(new Error('resolved twice'))
          : Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      },
    });
    const result = await send(`http://rebinding.example.test:${port}/ok`, {}, '{}');
    expect(result).toMatchObject({ ok: true, statusCode: 204 });
    expect(lookups).toBe(1);
    expect(received.at(-1)?.headers.host).toBe(`rebinding.example.test:${port}`);
  });

  it('reports a refused connection as a failure, without throwing', async () => {
    const result = await webhookSender({ allowPrivate: true })('http://127.0.0.1:1/', {}, '{}');
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'Connection refused' });
  });
});

import { expect, test } from '@playwright/test';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectSandboxReddit, readAuthStorage, signedInAsNewUser } from './support';

/**
 * A digest delivered to a webhook for real: this test runs the receiver, which checks every
 * request's Standard Webhooks signature the way a user's receiver would (its own code, not the
 * server's), and the app's worker runs the digest at its scheduled minute.
 */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature checked with the secret the screen showed, and the timestamp within 5 minutes. */
  verified: boolean;
}
const received: Received[] = [];
let secret = '';

function verify(headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!secret || !id || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/u, ''), 'base64');
  const expected = Buffer.from(
    `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  );
  return signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const verified = verify(request.headers, body);
    received.push({ headers: request.headers, body, verified });
    // A receiver answers 401 to a request it cannot verify.
    response.writeHead(verified ? 204 : 401).end();
  });
});
let receiverUrl = '';

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/digest`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** HH:MM (UTC) of the next minute that is at least 20 s away. */
function nextMinuteUtc(): string {
  return new Date(Date.now() + 80_000).toISOString().slice(11, 16);
}

test('subscribe with a webhook, send a test, and receive the digest signed', async ({ page }) => {
  test.setTimeout(240_000);
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  const { token } = await readAuthStorage(page);
  for (const name of ['typescript', 'programming']) {
    const followed = await page.request.post('/api/sources', {
      headers: { authorization: `Bearer ${token}` },
      data: { platform: 'reddit', externalId: name, name: `r/${name}`, type: 'subreddit' },
    });
    expect(followed.ok()).toBe(true);
  }

  await page.goto('/digests');
  await page.getByRole('button', { name: 'New scheduled digest' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Team feed');
  await page.getByRole('checkbox', { name: 'r/typescript' }).check();
  await page.getByRole('checkbox', { name: 'r/programming' }).check();
  await page.getByLabel('Schedule', { exact: true }).selectOption('daily');
  await page.getByLabel('Time zone', { exact: true }).selectOption('UTC');
  await page.getByLabel('Time', { exact: true }).fill(nextMinuteUtc());
  await page.getByRole('button', { name: 'Schedule digest' }).click();
  await expect(page.getByText('Digest scheduled')).toBeVisible();
  const card = page.getByRole('region', { name: 'Team feed' });

  await card.getByRole('button', { name: 'Webhook', exact: true }).click();
  await card.getByRole('button', { name: 'Add webhook' }).click();
  const address = card.getByLabel('Webhook address');
  // A bad address is refused on the spot, in words, and nothing is saved.
  await address.fill('ftp://example.com/hooks');
  await card.getByRole('button', { name: 'Save webhook' }).click();
  await expect(card.getByText('Enter a full http:// or https:// address')).toBeVisible();
  await address.fill(receiverUrl);
  await card.getByRole('button', { name: 'Save webhook' }).click();
  secret = await card.getByLabel('Signing secret', { exact: true }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/u);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test delivered')).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]!.verified).toBe(true);
  expect(JSON.parse(received[0]!.body)).toMatchObject({
    type: 'webhook.test',
    data: { digest: { name: 'Team feed' } },
  });
  const log = card.getByRole('region', { name: 'Recent deliveries' });
  await expect(log.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(log.getByText('Test · attempt 1')).toBeVisible();

  // The worker's every-minute tick starts the run at the scheduled minute; its webhook follows.
  await expect
    .poll(() => received.filter((r) => r.body.includes('"digest.delivered"')).length, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(1);
  const delivered = received.find((r) => r.body.includes('"digest.delivered"'))!;
  expect(delivered.verified).toBe(true);
  expect(delivered.headers['content-type']).toBe('application/json');
  expect(delivered.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/u);
  const payload = JSON.parse(delivered.body) as {
    type: string;
    data: {
      digest: { name: string };
      run: { windowStart: string; windowEnd: string };
      summaries: { title: string; markdown: string | null; text: string | null; url: string }[];
    };
  };
  expect(payload.type).toBe('digest.delivered');
  expect(payload.data.digest.name).toBe('Team feed');
  expect(payload.data.summaries.map((s) => s.title).sort()).toEqual([
    'r/programming',
    'r/typescript',
  ]);
  for (const s of payload.data.summaries) {
    expect(s.markdown).toBeTruthy();
    expect(s.url).toMatch(/\/summaries\/[0-9a-f-]{36}$/u);
  }
  // What the report quotes: the request as the receiver got it.
  await writeFile(
    'test-results/webhook-delivery.json',
    JSON.stringify({ headers: delivered.headers, body: payload }, null, 2),
  );

  // The log lists the run's delivery beside the test once the panel refreshes.
  await page.reload();
  await page
    .getByRole('region', { name: 'Team feed' })
    .getByRole('button', { name: 'Webhook', exact: true })
    .click();
  await expect(log.getByText('Digest · attempt 1')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/webhooks-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/webhooks-phone.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A new secret is shown once, with how long the old one keeps signing beside it; on a phone the
  // explanation wraps inside the panel.
  await card.getByRole('button', { name: 'New signing secret' }).click();
  const rotated = card.getByLabel('Signing secret', { exact: true });
  await expect(rotated).toHaveValue(/^whsec_/u);
  expect(await rotated.inputValue()).not.toBe(secret);
  await expect(card.getByText(/each delivery carries two signatures/u)).toBeVisible();
  // The confirmation toast says the same in short; the screenshot waits for it to go.
  await expect(page.getByText(/New signing secret made/u)).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/webhooks-rotated-phone.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

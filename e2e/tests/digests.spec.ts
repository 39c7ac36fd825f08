import { expect, test } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import type { ParsedMail } from 'mailparser';
import Parser from 'rss-parser';
import { useSmtpInbox } from './smtp-inbox';
import { connectSandboxReddit, readAuthStorage, signedInAsNewUser } from './support';

/**
 * A daily bundle delivered for real: the journey schedules it for the next minute, the app's own
 * worker runs it at that minute (no test-only trigger), the mail arrives at an SMTP server this
 * test runs, and the private RSS feed parses with an RSS reader's parser.
 */
const inbox = useSmtpInbox();

/** HH:MM (UTC) of the next minute that is at least 20 s away. */
function nextMinuteUtc(): string {
  const at = new Date(Date.now() + 80_000);
  return at.toISOString().slice(11, 16);
}

test('subscribe to a daily bundle, receive it by email and in the RSS feed', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await signedInAsNewUser(page);
  // Digests are emailed only to a verified address: open the link the registration mailed.
  await expect.poll(() => inbox.mails.length, { timeout: 20_000 }).toBe(1);
  const verification = inbox.mails[0]!;
  const link = /https?:\/\/\S+\/verify-email\?token=[\w%-]+/u.exec(verification.text ?? '');
  expect(link, verification.text).not.toBeNull();
  await page.goto(link![0]);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  inbox.mails.length = 0;
  await connectSandboxReddit(page);
  const { token } = await readAuthStorage(page);
  for (const name of ['typescript', 'programming']) {
    const followed = await page.request.post('/api/sources', {
      headers: { authorization: `Bearer ${token}` },
      data: { platform: 'reddit', externalId: name, name: `r/${name}`, type: 'subreddit' },
    });
    expect(followed.ok()).toBe(true);
  }

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open scheduled digests' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled digests', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New scheduled digest' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Morning briefing');
  await page.getByRole('checkbox', { name: 'r/typescript' }).check();
  await page.getByRole('checkbox', { name: 'r/programming' }).check();
  await page.getByLabel('Schedule', { exact: true }).selectOption('daily');
  await page.getByLabel('Time zone', { exact: true }).selectOption('UTC');
  const time = nextMinuteUtc();
  await page.getByLabel('Time', { exact: true }).fill(time);
  await page.getByRole('button', { name: 'Schedule digest' }).click();
  await expect(page.getByText('Digest scheduled')).toBeVisible();
  const card = page.getByRole('region', { name: 'Morning briefing' });
  await expect(card.getByText(`Every day at ${time} · UTC`)).toBeVisible();

  await page.getByRole('button', { name: 'Create feed address' }).click();
  const rssUrl = await page.getByLabel('RSS', { exact: true }).inputValue();
  expect(rssUrl).toMatch(/\/api\/digests\/feed\/[\w-]+\/rss$/u);
  await page.screenshot({ path: 'test-results/digests-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/digests-phone.png', fullPage: true });

  // The worker's every-minute tick starts the run at the scheduled minute.
  await expect.poll(() => inbox.mails.length, { timeout: 180_000, intervals: [2_000] }).toBe(1);
  const mail: ParsedMail = inbox.mails[0]!;
  expect(mail.subject).toBe('Morning briefing: your digest');
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(user.email);
  const header = (name: string) =>
    mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/u, '');
  expect(header('list-unsubscribe')).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/api\/digests\/unsubscribe\?token=.+>$/u,
  );
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain('## r/typescript');
  expect(mail.text).toContain('## r/programming');
  expect(mail.html).toContain('href="https://www.reddit.com/r/');

  const feed = await page.request.get(rssUrl);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const parsed = await new Parser().parseString(await feed.text());
  expect(parsed.items.length).toBeGreaterThan(0);
  for (const item of parsed.items) {
    expect(item.title).toMatch(/^Morning briefing: r\/(typescript|programming)$/u);
    expect(item.guid).toMatch(/\/summaries\/[0-9a-f-]{36}$/u);
  }

  // The run's summaries are in the summaries list like any other.
  await page.goto('/summaries');
  await expect(page.getByText('r/typescript').first()).toBeVisible();

  // The form fits a phone: nothing wider than the screen.
  await page.goto('/digests');
  await page.getByRole('button', { name: 'New scheduled digest' }).click();
  await page.getByLabel('Schedule', { exact: true }).selectOption('weekdays');
  await page.screenshot({ path: 'test-results/digests-form-phone.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await writeFile('test-results/digest-email.txt', mail.text ?? '');
});

import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { connectSandboxReddit, signedInAsNewUser } from './support';

test('create a Reddit summary, watch it complete, export it, then delete everything', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);

  await page.getByRole('link', { name: 'Summaries' }).first().click();
  await expect(page.getByText('No summaries yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create Summary' }).click();
  await page
    .getByRole('link', { name: /Reddit/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/summary\/source\/reddit$/);

  const sources = page.getByRole('list', { name: 'Sources' });
  const firstSource = sources.getByRole('link').first();
  const sourceName = (await firstSource.locator('.font-medium').first().textContent()) ?? '';
  expect(sourceName).not.toBe('');
  await firstSource.click();
  await expect(page).toHaveURL(/\/summary\/setup\/reddit\//);
  await expect(page.getByRole('heading', { level: 2, name: sourceName })).toBeVisible();

  // Defaults come from the settings (today, engaging); Reddit sorts newest first.
  await expect(page.getByLabel('Period')).toHaveValue('today');
  await expect(page.getByLabel('Tone')).toHaveValue('engaging');
  await expect(page.getByLabel('Reddit sort order')).toHaveValue('new');
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await page.getByLabel('Tone').selectOption({ label: '🎨 Creative' });
  await page.getByRole('button', { name: 'Generate summary' }).click();

  // The detail page opens on the summary just asked for and follows it without a reload.
  await expect(page).toHaveURL(/\/summaries\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  // A week of one sandbox subreddit is a handful of posts: the summary may be done before the page
  // first reads its status, so the journey waits for the end rather than catching the middle.
  await expect(header.locator('[data-status]')).toHaveText(/Pending|Processing|Completed/);
  await expect(header.locator('[data-status]')).toHaveText('Completed', { timeout: 30_000 });
  expect(page.url()).toBe(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: sourceName })).toBeVisible();
  await expect(header.getByText('Last 7 days')).toBeVisible();
  await expect(header.getByText('🎨 Creative')).toBeVisible();

  const content = page.getByRole('region', { name: 'Summary' });
  await expect(content.getByRole('heading').first()).toBeVisible();
  const links = content.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^https?:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  }
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('term').filter({ hasText: /^Posts$/ })).toBeVisible();
  await expect(stats.getByRole('figure', { name: 'Top posts by score' })).toBeVisible();

  // Export: a Markdown file, then the clipboard.
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^summary-.+-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = await readFile((await download.path()) ?? '', 'utf8');
  expect(markdown.startsWith('# ')).toBe(true);
  expect(markdown).toContain('](http');
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}`)).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

  // Back on the list: the summary is there, completed; Delete All empties it.
  await page.getByRole('link', { name: 'Back to Summaries' }).click();
  const list = page.getByRole('list', { name: 'Your summaries' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Completed')).toBeVisible();
  await expect(list.getByText(sourceName, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete All' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all summaries?' });
  await dialog.getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByText('All summaries deleted')).toBeVisible();
  await expect(page.getByText('No summaries yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No summaries yet')).toBeVisible();

  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { name: 'Summary not found' })).toBeVisible();
});

test('a custom range is checked before it is sent', async ({ page }) => {
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await page.goto('/summary/source/reddit');
  await page.getByRole('list', { name: 'Sources' }).getByRole('link').first().click();
  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel('Start date').fill('2020-01-01');
  await page.getByLabel('End date').fill('2020-12-31');
  await expect(page.getByText('The date range can cover at most 90 days')).toBeVisible();
  await page.getByRole('button', { name: 'Generate summary' }).click();
  await expect(page).toHaveURL(/\/summary\/setup\/reddit\//);
});

import { expect, test, type Page } from '@playwright/test';
import {
  connectSandboxReddit,
  expectPulseReady,
  readAuthStorage,
  signedInAsNewUser,
} from './support';

/** Clicks Connect, allows on the sandbox consent page in the popup, and waits for it to close. */
async function connectThroughPopup(page: Page, label: string) {
  await page.goto('/connections');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: new RegExp(`^Connect ${label}`) }).click(),
  ]);
  // Google's sandbox (YouTube connects through it) chooses no account in advance, and a name is
  // the browser's that used it first: a new browser types a name of its own.
  if (label === 'YouTube') {
    await popup.getByRole('radio', { name: /Use another account/ }).check();
    await popup.getByLabel('Other account name').fill(`viewer-${Date.now().toString(36)}`);
  }
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
  await expect(page.getByText('Account connected successfully')).toBeVisible();
}

/** Generates the summary the setup form shows and waits for it to complete. */
async function generate(page: Page) {
  await page.getByRole('button', { name: 'Generate summary' }).click();
  await expect(page).toHaveURL(/\/summaries\/[0-9a-f-]{36}$/);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.locator('[data-status]')).toHaveText('Completed', { timeout: 30_000 });
  return header;
}

test('alert history: every alert newest first; one opens its post with the keyword marked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await page.getByRole('link', { name: 'Pulse', exact: true }).click();
  await expectPulseReady(page);
  // A word that certainly occurs in the user's items: the longest of the first highlight's title.
  const title =
    (await page
      .getByRole('region', { name: 'Daily Highlights' })
      .getByRole('article')
      .first()
      .getByRole('heading')
      .first()
      .textContent()) ?? '';
  const keyword = [...(title.match(/\p{L}{5,}/gu) ?? [])]
    .sort((a, b) => b.length - a.length)[0]
    ?.toLowerCase();
  expect(keyword).toBeTruthy();
  const { token } = await readAuthStorage(page);
  const tracked = await page.request.post('/api/keyword-alerts/keywords', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { keyword, platforms: ['reddit'] },
  });
  expect(tracked.status()).toBe(201);

  await page.reload();
  const alerts = page.getByRole('region', { name: 'Keyword Alerts' });
  await alerts.getByRole('link', { name: 'All alerts' }).click();
  await expect(page).toHaveURL(/\/pulse\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alert history' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Alert history' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const times = await list
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(times).toEqual([...times].sort().reverse());

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pulse\/alerts\/[0-9a-f-]{36}$/);
  const context = page.getByTestId('alert-context');
  await expect(context).toBeVisible();
  const marks = context.locator('mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.first().textContent())?.toLowerCase()).toBe(keyword);
  await expect(page.getByRole('link', { name: 'Open source' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await page.getByRole('link', { name: 'All alerts' }).click();
  await expect(page).toHaveURL(/\/pulse\/alerts$/);
});

test('a single video asks for no period, reads whole, and is not followed', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAsNewUser(page);
  await connectThroughPopup(page, 'YouTube');
  await page.goto('/summary/source/youtube');
  await page
    .getByRole('link', { name: /^Pick a video from/ })
    .first()
    .click();
  const videos = page.getByRole('list', { name: 'Videos' });
  await videos.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/summary\/setup\/youtube\//);
  const videoTitle = (await page.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(page.getByLabel('Period')).toHaveCount(0);
  await expect(page.getByText(/A single video has no period/)).toBeVisible();
  await expect(page.getByLabel('Tone')).toBeVisible();
  const header = await generate(page);
  await expect(header.getByText('The whole video')).toBeVisible();

  await page.goto('/sources');
  const saved = page.getByRole('article', { name: videoTitle });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('Not followed')).toBeVisible();
});

test('X lists and YouTube playlists keep their names in the summary and in Your sources', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAsNewUser(page);
  await connectThroughPopup(page, 'X');
  await connectThroughPopup(page, 'YouTube');

  for (const [platform, type] of [
    ['twitter', 'List'],
    ['youtube', 'Playlist'],
  ] as const) {
    await page.goto(`/summary/source/${platform}`);
    const sources = page.getByRole('list', { name: 'Sources' });
    const row = sources.getByRole('listitem').filter({ hasText: type }).first();
    const name = ((await row.locator('.font-medium').first().textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
    const header = await generate(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(header).not.toContainText(/X list|YouTube playlist|list:\d/);

    await page.goto('/sources');
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(page.getByText(/^list:\d+$|^PL[\w-]{10,}$/)).toHaveCount(0);
  }
});

test('a custom range with Hot reads New, and the form says why', async ({ page }) => {
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await page.goto('/summary/source/reddit');
  await page.getByRole('list', { name: 'Sources' }).getByRole('link').first().click();
  await page.getByLabel('Reddit sort order').selectOption('hot');
  await page.getByLabel('Period').selectOption('custom');
  await expect(page.getByLabel('Reddit sort order')).toHaveValue('new');
  await expect(page.getByText(/cannot look back at a past range/)).toBeVisible();
  await expect(page.getByRole('option', { name: 'Hot' })).toBeDisabled();
});

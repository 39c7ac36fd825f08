import { expect, test, type Page } from '@playwright/test';
import { connectSandboxReddit, readAuthStorage, signedInAsNewUser } from './support';

const SHOTS = 'test-results/screens';

/** Asks for a summary through the API, as the setup form would (faster than its screens). */
async function requestSummary(page: Page, sourceId: string, tone: string): Promise<string> {
  const { token } = await readAuthStorage(page);
  const response = await page.request.post('/api/summaries', {
    headers: { authorization: `Bearer ${token}` },
    data: { platform: 'reddit', sourceId, options: { period: 'last_7_days', tone } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

function statusOf(page: Page) {
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  return header.locator('[data-status]');
}

test('regenerate a summary in another tone and language, and try a failed one again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);

  const first = await requestSummary(page, 'r/typescript', 'professional');
  await page.goto(`/summaries/${first}`);
  await expect(statusOf(page)).toHaveText('Completed', { timeout: 30_000 });

  // Regenerate: the dialog starts from this summary's tone and language.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make this summary again' });
  await expect(dialog.getByLabel('Tone')).toHaveValue('professional');
  await expect(dialog.getByLabel('Language')).toHaveValue('en');
  await dialog.getByLabel('Tone').selectOption('creative');
  await dialog.getByLabel('Language').selectOption('de');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/regenerate-dialog-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/regenerate-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Regenerate' }).click();

  // The new summary opens, in the new tone and language, and is made from the source read again.
  await expect(page).not.toHaveURL(new RegExp(`/summaries/${first}$`));
  await expect(page).toHaveURL(/\/summaries\/[0-9a-f-]{36}$/);
  await expect(page.getByText('A new summary is being made')).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('🎨 Creative')).toBeVisible();
  await expect(header.getByText('Deutsch')).toBeVisible();
  await expect(statusOf(page)).toHaveText('Completed', { timeout: 30_000 });
  // The original stays in the list beside it.
  await page.getByRole('link', { name: 'Back to Summaries' }).click();
  await expect(page.getByRole('list', { name: 'Your summaries' }).getByRole('link')).toHaveCount(2);

  // A summary that failed offers "Try again", which replaces it.
  const failed = await requestSummary(page, 'r/bannedplace', 'engaging');
  await page.goto(`/summaries/${failed}`);
  await expect(statusOf(page)).toHaveText('Failed', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/try-again-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/try-again-1280.png` });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/summaries/${failed}$`));
  await expect(page).toHaveURL(/\/summaries\/[0-9a-f-]{36}$/);
  await expect(statusOf(page)).toHaveText('Failed', { timeout: 30_000 });
  await page.goto(`/summaries/${failed}`);
  await expect(page.getByRole('heading', { name: 'Summary not found' })).toBeVisible();
});

test('search and filter the summaries list; the address keeps them through back, forward and reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await requestSummary(page, 'r/typescript', 'professional');
  await requestSummary(page, 'r/space', 'creative');
  await requestSummary(page, 'r/programming', 'creative');

  await page.goto('/summaries');
  const list = page.getByRole('list', { name: 'Your summaries' });
  // Three summaries are being made at once: the first answer may take a while on a busy machine.
  await expect(list.getByRole('link')).toHaveCount(3, { timeout: 30_000 });
  // Wait until every summary is made, so their titles are the stored ones.
  await expect(list.locator('[data-status="completed"]')).toHaveCount(3, { timeout: 45_000 });

  await page.getByLabel('Search summaries').fill('SPACE');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/summaries\?q=SPACE$/);
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByText('r/space', { exact: false }).first()).toBeVisible();

  await page.getByLabel('Search summaries').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Tone').selectOption('creative');
  await expect(page).toHaveURL(/\/summaries\?tone=creative$/);
  await expect(list.getByRole('link')).toHaveCount(2);
  await page.getByLabel('Platform').selectOption('youtube');
  await expect(page).toHaveURL(/tone=creative&platform=youtube$/);

  // Nothing matches: the list says so and offers to clear the filters.
  await expect(page.getByText('No summaries match')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/no-match-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/no-match-1280.png`, fullPage: true });

  // Back returns to the tone alone, forward to both; a reload keeps them.
  await page.goBack();
  await expect(page).toHaveURL(/\/summaries\?tone=creative$/);
  await expect(page.getByLabel('Tone')).toHaveValue('creative');
  await expect(list.getByRole('link')).toHaveCount(2);
  await page.goForward();
  await expect(page.getByText('No summaries match')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No summaries match')).toBeVisible();
  await expect(page.getByLabel('Platform')).toHaveValue('youtube');

  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/summaries$/);
  await expect(list.getByRole('link')).toHaveCount(3);
  await page.getByLabel('Status').selectOption('completed');
  await expect(list.getByRole('link')).toHaveCount(3);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/filters-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/filters-1280.png` });

  // A bad filter sent straight to the API is a 400 that says what is wrong.
  const { token } = await readAuthStorage(page);
  const bad = await page.request.get('/api/summaries?status=done', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    errors: [{ field: 'status', message: expect.stringContaining('status must be one of') }],
  });
});

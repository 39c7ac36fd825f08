import { expect, test, type Page } from '@playwright/test';
import { signedInAsNewUser } from './support';

const DIR = '/tmp/pulse-shots';

async function connect(page: Page, name: 'Reddit' | 'YouTube') {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: `Connect ${name}` }).click(),
  ]);
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
  await expect(page.getByText('Account connected successfully').first()).toBeVisible();
}

test('screenshots', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.context().route(
    (url) => !url.href.startsWith(baseURL ?? ''),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>source</title>' }),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAsNewUser(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  const input = page.getByPlaceholder('Add a keyword');
  for (const k of ['football', 'bitcoin']) {
    await input.fill(k);
    await input.press('Enter');
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.goto('/connections');
  await connect(page, 'Reddit');
  await connect(page, 'YouTube');
  await page.getByRole('link', { name: 'Pulse', exact: true }).click();
  await expect(page.getByText(/Updated /)).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const shots = async (name: string) => {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}/${name}-${w}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  await shots('pulse');
  await page.getByRole('region', { name: 'Trending Topics' }).getByRole('button').first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/topic-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${DIR}/topic-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  const hl = page.getByRole('region', { name: 'Daily Highlights' }).getByRole('article').first();
  await hl.getByRole('button', { name: 'View Details' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/details-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${DIR}/details-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  // Follow two suggestions, save a highlight.
  const sug = page.getByRole('region', { name: 'Suggested Sources' });
  for (let i = 0; i < 2; i++) {
    const btn = sug.getByRole('button', { name: /^Follow / }).first();
    if (await btn.count()) {
      await btn.click();
      await page.waitForTimeout(600);
    }
  }
  await hl.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Save highlight' }).getByLabel('Note (optional)').fill('Compare with last week’s numbers before the Monday call.');
  await page.getByRole('dialog', { name: 'Save highlight' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Highlight saved')).toBeVisible();
  await page.goto('/sources');
  await expect(page.getByRole('heading', { name: 'Your sources' })).toBeVisible();
  await page.waitForTimeout(800);
  await shots('sources');
  await page.goto('/pulse/saved');
  await expect(page.getByText('Compare with last week')).toBeVisible();
  await shots('saved');
  await page.goto('/settings');
  await page.waitForTimeout(800);
  await shots('settings');
});

import { expect, test, type Page } from '@playwright/test';
import { connectSandboxReddit, expectPulseReady, signedInAsNewUser } from './support';

/**
 * At phone width no screen is wider than the phone: a page that scrolls sideways hides its edges
 * (an absolutely placed screen-reader label once widened the admin screen to 562 px this way).
 */
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide at ${PHONE.width} px`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('at phone width every signed-in screen fits the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAsNewUser(page);
  await connectSandboxReddit(page);
  await page.setViewportSize(PHONE);

  await page.goto('/');
  await expectPulseReady(page);
  await expectNoSidewaysScroll(page, 'the Pulse');

  const screens: [path: string, heading: string][] = [
    ['/summaries', 'Summaries'],
    ['/new-summary', 'New summary'],
    ['/connections', 'Social Connections'],
    ['/settings', 'Settings'],
    ['/sources', 'Your sources'],
    ['/pulse/saved', 'Saved highlights'],
  ];
  for (const [path, name] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expectNoSidewaysScroll(page, path);
  }
});

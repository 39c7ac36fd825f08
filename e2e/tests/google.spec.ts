import { expect, test } from '@playwright/test';
import { readAuthStorage } from './support';

test('sign in with Google on a fresh browser, and again as the same account', async ({ page }) => {
  for (let round = 0; round < 2; round += 1) {
    await page.goto('/auth');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
    const stored = await readAuthStorage(page);
    expect(stored.isAuthenticated).toBe(true);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('Connected with Google')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('closing the Google window says so', async ({ page }) => {
  await page.goto('/auth');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await popup.close();
  await expect(page.getByText('Authentication window was closed')).toBeVisible();
});

import { expect, test } from '@playwright/test';

test.describe('signed-out visitors', () => {
  for (const path of ['/', '/settings', '/summaries', '/connections']) {
    test(`${path} sends them to /auth, replacing history`, async ({ page }) => {
      await page.goto('/auth');
      const entries = await page.evaluate(() => history.length);
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      // The protected entry was replaced, not stacked: one new entry, and Back leads out of it.
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('/login goes to /auth', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('/dashboard goes to /login and on to /auth', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signed out, an unknown path goes to /auth', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an error query parameter shows a toast', async ({ page }) => {
    await page.goto('/auth?error=access_denied');
    await expect(page.getByText('You declined to authorize the application')).toBeVisible();
  });

  test('an error query parameter never shows its own text (no content spoofing)', async ({
    page,
  }) => {
    await page.goto('/auth?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100');
    await expect(page.getByText('An unexpected error occurred')).toBeVisible();
    await expect(page.getByText(/Call \+1 555/u)).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { readAuthStorage, signedInAsNewUser } from './support';

test('desktop: the four links, the current one highlighted, the brand going home', async ({
  page,
}) => {
  await signedInAsNewUser(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, path] of [
    ['Summaries', '/summaries'],
    ['Platforms', '/connections'],
    ['Settings', '/settings'],
    ['Pulse', '/'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'SocialPulse home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, closes on navigation, and signs out', async ({ page }) => {
    await signedInAsNewUser(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    // Sign Out lives only in the small-screen menu.
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();

    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('link', { name: 'Summaries' }).click();
    await expect(page).toHaveURL(/\/summaries$/);
    await expect(page.getByText('No summaries yet').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await readAuthStorage(page)).isAuthenticated).toBe(false);
    // The refresh token was revoked on the server: going back does not restore the session.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('an unknown address says the page does not exist and leads back to the Pulse', async ({
  page,
}) => {
  await signedInAsNewUser(page);
  await page.goto('/summaries/oops/not-a-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/summaries\/oops\/not-a-page$/);
  await page.getByRole('link', { name: 'Go to your Pulse' }).click();
  await expect(page).toHaveURL(/\/$/);
});

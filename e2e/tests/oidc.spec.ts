import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readAuthStorage, registerByApi, STRONG_PASSWORD } from './support';

/**
 * Single sign-on against a real OpenID provider (panva's oidc-provider, started by the config as
 * its own process): its development login form takes any login name; the account's email is
 * `<login>@sso.example.test`.
 */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto('/auth');
  // The password form stays beside single sign-on.
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('single sign-on: the provider signs in a new account, lands on the Pulse, and again later', async ({
  page,
}) => {
  const login = `sso_${randomUUID().slice(0, 8)}`;
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  const stored = await readAuthStorage(page);
  expect(stored.isAuthenticated).toBe(true);
  expect(stored.token).toBeTruthy();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(`${login}@sso.example.test`)).toBeVisible();

  // Signed out here but still signed in at the provider: one click, and the same account again.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(`${login}@sso.example.test`)).toBeVisible();
});

test('single sign-on: an email that belongs to a password account is refused, not linked', async ({
  page,
}) => {
  const login = `taken_${randomUUID().slice(0, 8)}`;
  await registerByApi(page, {
    username: login,
    email: `${login}@sso.example.test`,
    password: STRONG_PASSWORD,
  });
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByText(/An account with this email already exists\. Sign in the way you did before/),
  ).toBeVisible();
  expect((await readAuthStorage(page)).isAuthenticated).toBe(false);
});

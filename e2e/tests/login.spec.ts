import { expect, test } from '@playwright/test';
import { logIn, newUser, readAuthStorage, registerByApi } from './support';

test('login: messages, a wrong password, success, remembered email, reload keeps the session', async ({
  page,
}) => {
  const user = newUser();
  await registerByApi(page, user);
  await page.goto('/auth');

  await page.getByLabel('Email').fill('nobody');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, user);
  const stored = await readAuthStorage(page);
  expect(stored.isAuthenticated).toBe(true);
  expect(stored.token).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(user.email)).toBeVisible();

  // Signing out returns to /auth with the last email filled in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  expect((await readAuthStorage(page)).token).toBeNull();
});

test('an invalid access token is refreshed once and the request retried', async ({ page }) => {
  const user = newUser();
  await registerByApi(page, user);
  await logIn(page, user);
  const before = await readAuthStorage(page);
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state: { token: string };
    };
    raw.state.token = 'expired.or.forged';
    localStorage.setItem('auth-storage', JSON.stringify(raw));
  });
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.status());
  });
  const settingsLoaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/settings') && r.status() === 200,
  );
  await page.goto('/settings');
  await settingsLoaded;
  await expect(page.getByLabel('Tone')).toBeVisible();
  // Both the settings and the profile calls failed with 401; they shared one refresh.
  expect(refreshes).toEqual([200]);
  const after = await readAuthStorage(page);
  expect(after.token).not.toBe('expired.or.forged');
  expect(after.refreshToken).not.toBe(before.refreshToken);
});

test('a failed refresh logs out and says the session expired', async ({ page }) => {
  const user = newUser();
  await registerByApi(page, user);
  await logIn(page, user);
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state: { token: string; refreshToken: string };
    };
    raw.state.token = 'expired.or.forged';
    raw.state.refreshToken = 'spent-refresh-token';
    localStorage.setItem('auth-storage', JSON.stringify(raw));
  });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  expect((await readAuthStorage(page)).isAuthenticated).toBe(false);
});

import { expect, test } from '@playwright/test';
import { newUser, registerByApi } from './support';

/**
 * A self-hoster opens the app at another of the server's addresses than PUBLIC_URL
 * (here PUBLIC_URL is http://127.0.0.1:<port>, the app is open at http://localhost:<port>). The
 * sandbox popup must come back to the address the app is open at and connect, not close silently.
 */
test('opened at localhost while PUBLIC_URL is 127.0.0.1, sandbox Reddit connects through the popup', async ({
  page,
  baseURL,
}) => {
  const here = `http://localhost:${new URL(baseURL ?? '').port}`;
  const user = newUser();
  await registerByApi(page, user);
  await page.goto(`${here}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();

  await page.goto(`${here}/connections`);
  const reddit = page.getByRole('region', { name: 'Reddit' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    reddit.getByRole('button', { name: 'Connect Reddit' }).click(),
  ]);
  await expect(popup.getByRole('button', { name: 'Allow' })).toBeVisible();
  expect(popup.url().startsWith(`${here}/sandbox/reddit/`)).toBe(true);
  await popup.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByText('Account connected successfully')).toBeVisible();
  await expect(reddit.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

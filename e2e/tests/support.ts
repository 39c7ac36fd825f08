import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const STRONG_PASSWORD = 'Sunny-Day-42';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user nobody else in the run has, so journeys can run in parallel against one server. */
export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return { username: `user_${id}`, email: `user.${id}@example.com`, password: STRONG_PASSWORD };
}

/** Registers through the API (fast) for journeys that are not about registering. */
export async function registerByApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    form: { ...user, confirmPassword: user.password },
  });
  expect(response.status()).toBe(201);
}

export async function logIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
}

export async function signedInAsNewUser(page: Page): Promise<TestUser> {
  const user = newUser();
  await registerByApi(page, user);
  await logIn(page, user);
  return user;
}

/** The persisted auth store (key auth-storage). */
export async function readAuthStorage(page: Page): Promise<{
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}> {
  const raw = await page.evaluate(() => localStorage.getItem('auth-storage'));
  const parsed = JSON.parse(raw ?? '{}') as {
    state?: { token: string | null; refreshToken: string | null; isAuthenticated: boolean };
  };
  return parsed.state ?? { token: null, refreshToken: null, isAuthenticated: false };
}

/** Connects the sandbox Reddit from Social Connections through its consent popup (Allow). */
export async function connectSandboxReddit(page: Page): Promise<void> {
  await page.goto('/connections');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Connect Reddit' }).click(),
  ]);
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
  await expect(page.getByText('Account connected successfully')).toBeVisible();
}

/**
 * Waits until the Pulse page shows today's build: the server prepares it in the background after
 * a first visit or a new connection (docs/decisions/0014), and the page polls until it is ready.
 */
export async function expectPulseReady(page: Page): Promise<void> {
  await expect(page.locator('[data-pulse-status="ready"]')).toBeVisible({ timeout: 30_000 });
}

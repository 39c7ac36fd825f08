import { expect, test } from '@playwright/test';
import { newUser, readAuthStorage, registerByApi } from './support';

const SANDBOX_DOMAIN = 'sandbox.socialpulse.invalid';

test('sign in with Google on a fresh browser, and again as the same account', async ({ page }) => {
  // Nothing is chosen in advance: a fresh browser types a name, which is then this browser's.
  const name = `e2e-${Date.now().toString(36)}`;
  for (let round = 0; round < 2; round += 1) {
    await page.goto('/auth');
    // The sign-in page says what the sandbox is (offered here: the journeys run on 127.0.0.1).
    await expect(page.getByText(/Google sign-in here is a sandbox/)).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await expect(popup.getByRole('radio', { checked: true })).toHaveCount(0);
    if (round === 0) {
      await popup.getByRole('radio', { name: /Use another account/ }).check();
      await popup.getByLabel('Other account name').fill(name);
    } else {
      // The second time the consent page offers the name this browser made.
      await popup.getByRole('radio', { name: new RegExp(`${name}@${SANDBOX_DOMAIN}`) }).check();
    }
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
    const stored = await readAuthStorage(page);
    expect(stored.isAuthenticated).toBe(true);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('Connected with Google')).toBeVisible();
    await expect(page.getByText(`${name}@${SANDBOX_DOMAIN}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('a sandbox name made in one browser cannot be entered from another', async ({
  page,
  browser,
}) => {
  const name = `taken-${Date.now().toString(36)}`;
  const signInAs = async (at: typeof page) => {
    await at.goto('/auth');
    const [popup] = await Promise.all([
      at.waitForEvent('popup'),
      at.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.getByRole('radio', { name: /Use another account/ }).check();
    await popup.getByLabel('Other account name').fill(name);
    await popup.getByRole('button', { name: 'Allow' }).click();
    return popup;
  };
  await signInAs(page);
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    const popup = await signInAs(stranger);
    await expect(
      popup.getByText('Another browser already signs in with this sandbox name'),
    ).toBeVisible();
    expect((await readAuthStorage(stranger)).isAuthenticated).toBe(false);
  } finally {
    await other.close();
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

test('the Google sandbox never signs in as an existing user: their email is refused, a name is a new sandbox account', async ({
  page,
}) => {
  const existing = newUser();
  await registerByApi(page, existing);
  await page.goto('/auth');
  const openGoogle = async () => {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.getByRole('radio', { name: /Use another account/ }).check();
    return popup;
  };

  const refused = await openGoogle();
  await expect(refused.getByText(`@${SANDBOX_DOMAIN}`, { exact: true })).toBeVisible();
  await refused.getByLabel('Other account name').fill(existing.email);
  await refused.getByRole('button', { name: 'Allow' }).click();
  await expect(
    refused.getByText(`Sandbox Google accounts are always name@${SANDBOX_DOMAIN}.`, {
      exact: false,
    }),
  ).toBeVisible();
  await refused.close();
  await expect(page.getByText('Authentication window was closed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await readAuthStorage(page)).isAuthenticated).toBe(false);

  // The same name before the @ is another person: a new account in the sandbox's own domain.
  const name = existing.email.split('@')[0] ?? '';
  const allowed = await openGoogle();
  await allowed.getByLabel('Other account name').fill(name);
  await allowed.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(`${name}@${SANDBOX_DOMAIN}`)).toBeVisible();
  await expect(page.getByText(existing.email, { exact: true })).toHaveCount(0);
});

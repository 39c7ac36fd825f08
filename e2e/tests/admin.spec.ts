import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestOidcProvider, type TestOidcProvider } from '../test-oidc-provider';
import { newUser, type TestUser } from './support';

/**
 * The first administrator needs a server nobody administers yet and the setup code its log prints,
 * so this journey starts its own server (fresh embedded database, SIGNUPS=invite) beside the shared
 * one, reading its output, with single sign-on at an OpenID provider of its own (an invitation must
 * travel through it too).
 */
const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let dataDir: string;
let baseURL: string;
let provider: TestOidcProvider;
/** What the server printed: the operator's view of the first-administrator setup code. */
let serverOutput = '';
// The first account: it administers in both journeys below, which run in order.
const adminUser = newUser();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'socialpulse-e2e-admin-'));
  provider = await startTestOidcProvider({ redirectUris: [`${baseURL}/api/auth/oidc/callback`] });
  server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    // tsx reads the server's tsconfig (its `@/` paths) from the working directory.
    cwd: path.join(root, 'apps/server'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      PUBLIC_URL: baseURL,
      SIGNUPS: 'invite',
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_DISPLAY_NAME: 'Team ID',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    serverOutput += chunk.toString();
    process.stdout.write(chunk);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('admin server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  return context.newPage();
}

async function fillRegister(page: Page, user: TestUser, setupCode?: string) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  if (setupCode !== undefined) {
    await page.getByRole('button', { name: 'I have a setup code' }).click();
    await page.getByLabel('Setup code').fill(setupCode);
  }
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The code in the line the server logs at start while it has no administrator. */
function setupCodeFromLog(): string {
  const code = /setup code ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(serverOutput)?.[1];
  if (code === undefined) throw new Error('the server printed no setup code');
  return code;
}

async function tryLogIn(page: Page, user: TestUser) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('admin: the setup code makes the first administrator, who invites, promotes and demotes, disables; the invitee exports and deletes their account', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const invitee = newUser();

  // The first administrator registers without an invitation, with the setup code from the log.
  const admin = await newPage(browser);
  await admin.goto('/auth');
  await admin.getByRole('tab', { name: 'Register' }).click();
  await fillRegister(admin, adminUser, setupCodeFromLog());
  await expect(admin.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await admin.goto('/settings');
  await admin.getByRole('link', { name: 'Open administration' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(
    admin.getByRole('heading', {
      name: 'Signups: By invitation — only with a link an administrator made',
    }),
  ).toBeVisible();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  // The only administrator is not offered to step down; the row says why.
  await expect(admin.getByTestId('admin-user-row').getByText(/^Only administrator/u)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Step down' })).toHaveCount(0);

  // Without an invitation nobody else gets in.
  const refused = await admin.request.post('/api/auth/register', {
    form: { ...newUser(), confirmPassword: invitee.password },
  });
  expect(refused.status()).toBe(403);

  await admin.getByRole('button', { name: 'Create invitation link' }).click();
  const link = admin.getByLabel('New invitation link');
  await expect(link).toHaveValue(/\/auth\?invite=/);
  const inviteUrl = await link.inputValue();

  // The invitee registers through the link.
  const guest = await newPage(browser);
  await guest.goto(inviteUrl);
  await expect(guest.getByText('You were invited: create your account below.')).toBeVisible();
  await fillRegister(guest, invitee);
  await expect(guest.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await guest.goto('/settings');
  await expect(guest.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Open administration' })).toHaveCount(0);

  // The administrator makes them an administrator too; they step down; made one again, demoted.
  await admin.reload();
  const row = admin.locator(`[data-testid="admin-user-row"][data-email="${invitee.email}"]`);
  await row.getByRole('button', { name: 'Make admin' }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('link', { name: 'Open administration' })).toBeVisible();
  // The new administrator steps down from their own row and is taken back to Settings.
  await guest.getByRole('link', { name: 'Open administration' }).click();
  const own = guest.locator(`[data-testid="admin-user-row"][data-email="${invitee.email}"]`);
  // At phone width every user is a card whose actions are wholly on screen; the page does not widen.
  await guest.setViewportSize({ width: 390, height: 844 });
  const other = guest.locator(`[data-testid="admin-user-card"][data-email="${adminUser.email}"]`);
  const disable = other.getByRole('button', { name: 'Disable' });
  await disable.scrollIntoViewIfNeeded();
  await expect(disable).toBeInViewport({ ratio: 1 });
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.setViewportSize({ width: 1280, height: 720 });
  await own.getByRole('button', { name: 'Step down' }).click();
  await guest
    .getByRole('alertdialog', { name: 'Stop being an administrator?' })
    .getByRole('button', { name: 'Step down' })
    .click();
  await expect(guest).toHaveURL(/\/settings$/);
  await expect(guest.getByText('You are no longer an administrator')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Open administration' })).toHaveCount(0);
  await admin.reload();
  await expect(row.getByRole('button', { name: 'Make admin' })).toBeVisible();
  // Made one again, and demoted by the first administrator.
  await row.getByRole('button', { name: 'Make admin' }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Remove admin' }).click();
  await expect(row.getByRole('button', { name: 'Make admin' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Open administration' })).toHaveCount(0);

  // The administrator disables them: they cannot log in.
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  const locked = await newPage(browser);
  await tryLogIn(locked, invitee);
  await expect(
    locked.getByText('This account has been disabled by an administrator'),
  ).toBeVisible();
  await expect(locked).toHaveURL(/\/auth/);

  // Enabled again. This server sends no email: "Reset password" shows a temporary password once,
  // and the user must choose their own at the next sign-in.
  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(row.getByRole('button', { name: 'Disable' })).toBeVisible();
  await row.getByRole('button', { name: 'Reset password' }).click();
  const confirmReset = admin.getByRole('alertdialog', {
    name: `Reset the password of ${invitee.username}?`,
  });
  await expect(confirmReset.getByText(/This server cannot send email/u)).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-reset-desktop.png' });
  await confirmReset.getByRole('button', { name: 'Reset password' }).click();
  const temporary = await admin.getByRole('textbox', { name: 'Temporary password' }).inputValue();
  expect(temporary).toMatch(/^[A-Za-z0-9]{16}-A1a$/u);
  await admin.screenshot({ path: 'test-results/admin-temporary-desktop.png' });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: 'test-results/admin-temporary-phone.png' });
  await admin.setViewportSize({ width: 1280, height: 720 });
  await admin.getByRole('button', { name: 'Done' }).click();
  await tryLogIn(locked, { ...invitee, password: temporary });
  await expect(locked.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await locked.getByLabel('Current password').fill(temporary);
  invitee.password = 'Own-Choice-2026';
  await locked.getByLabel('New password', { exact: true }).fill(invitee.password);
  await locked.getByLabel('Confirm new password').fill(invitee.password);
  await locked.setViewportSize({ width: 390, height: 844 });
  await locked.screenshot({ path: 'test-results/must-change-phone.png', fullPage: true });
  await locked.setViewportSize({ width: 1280, height: 720 });
  await locked.getByRole('button', { name: 'Change password' }).click();
  await expect(locked.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();

  // They export their data and delete their account.
  await locked.goto('/settings');
  const download = locked.waitForEvent('download');
  await locked.getByRole('button', { name: 'Export my data' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { user: { email: string } };
  expect(exported.user.email).toBe(invitee.email);

  await locked.getByRole('button', { name: 'Delete account' }).click();
  const dialog = locked.getByRole('alertdialog');
  await dialog.getByLabel('Your password').fill('Wrong-Password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct')).toBeVisible();
  await dialog.getByLabel('Your password').fill(invitee.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(locked).toHaveURL(/\/auth$/);
  await tryLogIn(locked, invitee);
  await expect(locked.getByText('Invalid email or password')).toBeVisible();

  await admin.reload();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
});

/** Signs in at the provider's development form, which takes any login name and password. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('admin: an invitation opens an account through single sign-on, once; without one, sign-on is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 8);

  // Without an invitation the provider's account gets no account here.
  const stranger = await newPage(browser);
  await stranger.goto('/auth');
  await stranger.getByRole('link', { name: 'Sign in with Team ID' }).click();
  await signInAtProvider(stranger, `stranger_${suffix}`);
  await expect(stranger).toHaveURL(/\/auth$/);
  await expect(stranger.getByText(/Signups on this server need an invitation/)).toBeVisible();

  // The administrator of the journey above makes a link.
  const admin = await newPage(browser);
  await tryLogIn(admin, adminUser);
  await expect(admin.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await admin.goto('/admin');
  await admin.getByRole('button', { name: 'Create invitation link' }).click();
  const inviteUrl = await admin.getByLabel('New invitation link').inputValue();
  expect(inviteUrl).toMatch(/\/auth\?invite=/);

  // The invitee opens it and chooses single sign-on instead of the form.
  const invited = await newPage(browser);
  await invited.goto(inviteUrl);
  await expect(invited.getByText('You were invited: create your account below.')).toBeVisible();
  await invited.getByRole('link', { name: 'Sign in with Team ID' }).click();
  const login = `invited_${suffix}`;
  await signInAtProvider(invited, login);
  await expect(invited.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await invited.goto('/settings');
  await expect(invited.getByText(`${login}@sso.example.test`)).toBeVisible();
  await admin.reload();
  await expect(
    admin.locator(`[data-testid="admin-user-row"][data-email="${login}@sso.example.test"]`),
  ).toBeVisible();

  // The link is spent: another provider account that follows it is refused.
  const late = await newPage(browser);
  await late.goto(inviteUrl);
  await late.getByRole('link', { name: 'Sign in with Team ID' }).click();
  await signInAtProvider(late, `late_${suffix}`);
  await expect(late).toHaveURL(/\/auth$/);
  await expect(
    late.getByText('This invitation link is invalid, already used or expired; ask for a new one'),
  ).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(2);
});

/** Makes an API token in the administrator's Settings; returns the secret shown once. */
async function makeToken(page: Page, name: string, adminAccess: boolean): Promise<string> {
  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'New API token' });
  await form.getByLabel('Name').fill(name);
  if (adminAccess) await form.getByText('Administrator access').click();
  await form.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  const secret = await shown.getByLabel(`Token “${name}”`).inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();
  return secret;
}

test("admin: an API token reaches /api/admin only with administrator access; the admin screen lists and revokes users' tokens", async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await tryLogIn(admin, adminUser);
  await expect(admin.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await admin.goto('/settings');
  const withAccess = await makeToken(admin, 'Ops script', true);
  const without = await makeToken(admin, 'Everyday script', false);
  const users = (token: string) =>
    fetch(`${baseURL}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } });
  expect((await users(withAccess)).status).toBe(200);
  const refused = await users(without);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This API token has no administrator access',
  );

  await admin.goto('/admin');
  const card = admin.getByRole('region', { name: 'API tokens' });
  const row = card.getByTestId('api-token').filter({ hasText: 'Ops script' });
  await expect(row).toContainText(adminUser.email);
  await expect(row).toContainText('Administrator');
  await expect(card.getByTestId('api-token')).toHaveCount(2);
  await card.screenshot({ path: 'test-results/admin-api-tokens-desktop.png' });
  await admin.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: 'test-results/admin-api-tokens-phone.png' });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await row.getByRole('button', { name: 'Revoke “Ops script”' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Revoke “Ops script”?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(admin.getByText('Token revoked')).toBeVisible();
  await expect(card.getByTestId('api-token')).toHaveCount(1);
  expect((await users(withAccess)).status).toBe(401);
});

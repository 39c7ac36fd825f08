import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newUser, type TestUser } from './support';

/**
 * The signup mode is the administrators' choice only where SIGNUPS is unset, and an administrator
 * needs a server nobody administers yet (its setup code is in its log): this journey starts its own
 * server, with a fresh embedded database and no SIGNUPS, beside the shared one.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SHOTS = 'test-results/screens';
let server: ChildProcess;
let dataDir: string;
let baseURL: string;
let serverOutput = '';

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

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'socialpulse-e2e-signups-'));
  server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      PUBLIC_URL: baseURL,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    serverOutput += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('signups server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

function setupCodeFromLog(): string {
  const code = /setup code ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(serverOutput)?.[1];
  if (code === undefined) throw new Error('the server printed no setup code');
  return code;
}

async function register(page: Page, user: TestUser, setupCode?: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
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

test('the administrator closes signups from the admin screen; a newcomer is refused, then let in again', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await newPage(browser);
  await register(admin, newUser(), setupCodeFromLog());
  await expect(admin.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();
  await admin.goto('/admin');
  await expect(
    admin.getByRole('heading', { name: 'Signups: Open — anyone may register' }),
  ).toBeVisible();
  const save = admin.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await admin.getByLabel('Who may register').selectOption('closed');
  await save.click();
  await expect(
    admin.getByRole('heading', { name: 'Signups: Closed — nobody new may register' }),
  ).toBeVisible();
  await expect(admin.getByText('Saved. Signups: Closed — nobody new may register')).toBeVisible();
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/admin-signups-390.png` });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.screenshot({ path: `${SHOTS}/admin-signups-1280.png` });

  // A newcomer is refused at once, with the reason.
  const newcomer = await newPage(browser);
  const refusedUser = newUser();
  await register(newcomer, refusedUser);
  await expect(
    newcomer.getByText('Signups are closed on this server; ask its administrator for an account'),
  ).toBeVisible();

  // After a reload the choice is still there (it is stored); opened again, the newcomer gets in.
  await admin.reload();
  await expect(admin.getByLabel('Who may register')).toHaveValue('closed');
  await admin.getByLabel('Who may register').selectOption('open');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(
    admin.getByRole('heading', { name: 'Signups: Open — anyone may register' }),
  ).toBeVisible();
  await register(newcomer, refusedUser);
  await expect(newcomer.getByRole('heading', { name: "Today's Pulse" })).toBeVisible();

  // The screen at a phone's and a laptop's width, with a second user in the table.
  await admin.reload();
  await admin.setViewportSize({ width: 390, height: 844 });
  const select = admin.getByLabel('Who may register');
  await admin.getByLabel('Who may register').selectOption('invite');
  expect(await selectedTextFits(admin, 'Who may register')).toBe(true);
  await expect(
    admin.getByText('By invitation — only with a link an administrator made'),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/admin-390.png`, fullPage: true });
  await select.selectOption('open');
  await admin.setViewportSize({ width: 1280, height: 800 });
  const row = admin.locator(`[data-testid="admin-user-row"][data-email="${refusedUser.email}"]`);
  const top = async (name: string) => (await row.getByRole('button', { name }).boundingBox())?.y;
  expect(await top('Delete')).toBe(await top('Make admin'));
  await admin.screenshot({ path: `${SHOTS}/admin-1280.png`, fullPage: true });
});

/** Whether the select's chosen option is shown whole (its text fits inside the closed select). */
function selectedTextFits(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.selectedOptions[0]?.text ?? '';
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  });
}

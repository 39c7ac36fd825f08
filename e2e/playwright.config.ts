import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eSmtpPort } from './tests/smtp-port';

/**
 * Journeys run in Debian's Chromium (never a browser downloaded by a test tool) against the real
 * app: the built SPA served by the server, with a fresh embedded database for every run.
 */
const port = Number(process.env.E2E_PORT ?? 18200);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'socialpulse-e2e-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The OpenID provider of the single sign-on journey (oidc-provider.ts), its own process.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
// Where the digests journey listens as the mail server (tests/digests.spec.ts starts it).
const smtpPort = e2eSmtpPort();
// The client oidc-provider.ts registers (apps/server/src/test/oidc-provider.ts).
const OIDC_TEST_CLIENT = { id: 'socialpulse-test', secret: 'socialpulse-test-secret' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One journey at a time: they share one server on a 2-core machine, and two at once with their
  // two Chromiums starved each other (a different journey timed out in each of two full runs on
  // 2026-11-27, each passing alone).
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed journeys from.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/e2e.json` }]]
    : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx e2e/oidc-provider.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        OIDC_PROVIDER_PORT: String(oidcPort),
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/oidc/callback`,
      },
    },
    {
      // The web app is built once by the test script before Playwright starts (see package.json).
      command: `npm start -w @socialpulse/server`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        PUBLIC_URL: baseURL,
        // Single sign-on beside the password form, which every other journey still uses.
        OIDC_ISSUER_URL: oidcIssuer,
        OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
        OIDC_DISPLAY_NAME: 'Test ID',
        // The digests journey's own SMTP server; nothing listens there in other journeys, and
        // a mail that cannot be sent is only logged.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The webhooks journey's receiver listens on loopback, which webhooks refuse by default.
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});

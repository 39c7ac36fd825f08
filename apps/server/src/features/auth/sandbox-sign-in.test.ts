import { SANDBOX_EMAIL_DOMAIN, type AuthResult } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGN_IN_NOT_HERE } from '@/features/auth/google-sign-in.routes';
import { submitConsent, TestBrowser } from '@/platforms/testing/sandbox-server';
import { authData, body, dataOf, optionsData } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { bearer } from '@/test/users';
import { signInCookie } from '@/test/sign-in-cookie';

/** The Google sandbox proves an identity only to the browser that made it, and offers it locally. */
let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp({ env: { ADMIN_EMAIL: `owner@${SANDBOX_EMAIL_DOMAIN}` } });
});
afterAll(() => t.close());

async function startUrl(): Promise<string> {
  return (await started()).url;
}

async function started() {
  const start = await t.app.inject({ url: '/api/auth/google' });
  expect(start.statusCode, start.body).toBe(200);
  return { url: dataOf<{ url: string }>(start).url, cookie: signInCookie(start) };
}

async function signInAs(browser: TestBrowser, form: Record<string, string>) {
  const start = await started();
  const redirect = await submitConsent(start.url, 'allow', form, browser);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    headers: start.cookie,
    payload: {
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state') ?? '',
    },
  });
}

async function consentAnswer(browser: TestBrowser, form: Record<string, string>) {
  const page = new URL(await startUrl());
  const fields = new URLSearchParams({ ...Object.fromEntries(page.searchParams), ...form });
  fields.set('decision', 'allow');
  const answer = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    body: fields,
    redirect: 'manual',
    headers: browser.header(),
  });
  return { status: answer.status, html: await answer.text() };
}

describe('a sandbox Google identity', () => {
  const first = new TestBrowser();
  const stranger = new TestBrowser();
  let owner: AuthResult;

  it('is made by the browser that names it first, and is never an administrator', async () => {
    const res = await signInAs(first, { sandbox_email: 'other', sandbox_other_name: 'owner' });
    expect(res.statusCode, res.body).toBe(200);
    owner = authData(res);
    expect(owner.user.email).toBe(`owner@${SANDBOX_EMAIL_DOMAIN}`);
    // ADMIN_EMAIL names it and it is the first account: still not an administrator.
    expect(owner.user.isAdmin).toBe(false);
    const admin = await t.app.inject({
      url: '/api/admin/users',
      headers: bearer(owner.accessToken),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('cannot be entered from another browser by typing the same name, or posting it', async () => {
    for (const form of <Record<string, string>[]>[
      { sandbox_email: 'other', sandbox_other_name: 'owner' },
      { sandbox_email: 'other', sandbox_other_name: 'OWNER' },
      { sandbox_email: `owner@${SANDBOX_EMAIL_DOMAIN}` },
    ]) {
      const answer = await consentAnswer(stranger, form);
      expect(answer.status).toBe(403);
      expect(answer.html).toContain('Another browser already signs in with this sandbox name');
    }
  });

  it('is offered again to the browser that made it, and signs it in to the same account', async () => {
    const page = await (await fetch(await startUrl(), { headers: first.header() })).text();
    expect(page).toContain(`owner@${SANDBOX_EMAIL_DOMAIN}`);
    const again = await signInAs(first, { sandbox_email: `owner@${SANDBOX_EMAIL_DOMAIN}` });
    expect(authData(again).user.id).toBe(owner.user.id);
    // A new browser is not shown it.
    const elsewhere = await (await fetch(await startUrl())).text();
    expect(elsewhere).not.toContain(`owner@${SANDBOX_EMAIL_DOMAIN}`);
  });

  it('is never chosen in advance on the consent page', async () => {
    const page = await (await fetch(await startUrl())).text();
    expect(page).toMatch(/name="sandbox_email"/);
    expect(page).not.toMatch(/name="sandbox_email"[^>]*checked/);
    const none = await consentAnswer(new TestBrowser(), {});
    expect(none.status).toBe(400);
  });
});

describe('where sandbox sign-in is offered (SANDBOX_SIGN_IN=local, the default)', () => {
  const fromNetwork = [
    { remoteAddress: '203.0.113.9', headers: {} },
    { remoteAddress: '127.0.0.1', headers: { host: 'pulse.example.com' } },
    { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
  ];

  it('is not offered, nor started, nor finished for a request from the network', async () => {
    for (const request of fromNetwork) {
      const options = await t.app.inject({ url: '/api/options', ...request });
      expect(optionsData(options).signIn).toMatchObject({ google: false, googleSandbox: false });
      const start = await t.app.inject({ url: '/api/auth/google', ...request });
      expect(start.statusCode).toBe(403);
      expect(body(start)).toMatchObject({ success: false, message: SANDBOX_SIGN_IN_NOT_HERE });
      const finish = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: 'c', state: 's' },
        ...request,
      });
      expect(finish.statusCode).toBe(403);
    }
  });

  it('is offered to a browser on this machine, and says it is the sandbox', async () => {
    const options = await t.app.inject({ url: '/api/options' });
    expect(optionsData(options).signIn).toMatchObject({ google: true, googleSandbox: true });
  });
});

describe('SANDBOX_SIGN_IN=local behind a PUBLIC_URL elsewhere', () => {
  it('is not offered even to a request that looks local (a proxy on this machine)', async () => {
    const app = await createPlatformTestApp({ env: { PUBLIC_URL: 'https://pulse.example.com' } });
    try {
      const start = await app.app.inject({ url: '/api/auth/google' });
      expect(start.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});

describe('SANDBOX_SIGN_IN=on and off', () => {
  it('on: offered at every address; off: nowhere', async () => {
    for (const [mode, offered] of [
      ['on', true],
      ['off', false],
    ] as const) {
      const app = await createPlatformTestApp({ env: { SANDBOX_SIGN_IN: mode } });
      try {
        for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
          const start = await app.app.inject({ url: '/api/auth/google', remoteAddress });
          expect(start.statusCode, `${mode} ${remoteAddress}`).toBe(offered ? 200 : 403);
          const options = await app.app.inject({ url: '/api/options', remoteAddress });
          expect(optionsData(options).signIn.google).toBe(offered);
        }
      } finally {
        await app.close();
      }
    }
  });
});

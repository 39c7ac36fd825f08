import { ADMIN_MESSAGES } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDisabled } from '@/features/admin/admin.repository';
import { AUTH_ERRORS } from '@/features/auth/auth.service';
import { body, optionsData } from '@/test/http';
import { createOidcTestApp, errorCode, ssoSignIn, type OidcTestApp } from '@/test/oidc-app';
import { GOOD_PASSWORD, newUserInput } from '@/test/users';

/** Who gets in by single sign-on under SIGNUPS=closed, and PASSWORD_LOGIN=off. */
let t: OidcTestApp;
beforeAll(async () => {
  t = await createOidcTestApp({
    SIGNUPS: 'closed',
    PASSWORD_LOGIN: 'off',
    ADMIN_EMAIL: 'founder@sso.example.test',
  });
});
afterAll(() => t.close());

describe('single sign-on under SIGNUPS=closed', () => {
  it("creates only ADMIN_EMAIL's account (the provider verified it), lets existing ones in, and not disabled ones", async () => {
    const founder = await ssoSignIn(t, 'founder');
    expect(founder.auth?.user.isAdmin).toBe(true);

    const stranger = await ssoSignIn(t, 'stranger');
    expect(stranger.auth).toBeUndefined();
    expect(errorCode(stranger.callback)).toBe('signups_closed');

    const again = await ssoSignIn(t, 'founder');
    expect(again.auth?.user.id).toBe(founder.auth?.user.id);

    await setDisabled(t.database.db, founder.auth?.user.id ?? '', new Date());
    expect(errorCode((await ssoSignIn(t, 'founder')).callback)).toBe('account_disabled');
  });
});

describe('PASSWORD_LOGIN=off', () => {
  it('refuses password login and registration with a clear message', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'founder@sso.example.test', password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(body(login).message).toBe(AUTH_ERRORS.passwordLoginOff);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUserInput(),
    });
    expect(register.statusCode).toBe(403);
    expect(body(register).message).toBe(AUTH_ERRORS.passwordLoginOff);
  });

  it('also refuses the Google sandbox, which would otherwise be a way in for anyone', async () => {
    const res = await t.app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).not.toBe(ADMIN_MESSAGES.disabled);
  });

  it('tells the web app to show only single sign-on', async () => {
    expect(optionsData(await t.app.inject({ url: '/api/options' })).signIn).toEqual({
      password: false,
      google: false,
      googleSandbox: false,
      sso: { name: 'Test ID' },
    });
  });
});

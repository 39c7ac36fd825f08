import { ADMIN_MESSAGES, type AuthResult } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { setupCodeFor } from '@/features/auth/first-admin';
import { body, dataOf } from '@/test/http';
import { createOidcTestApp, errorCode, ssoSignIn, type OidcTestApp } from '@/test/oidc-app';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { newUserInput } from '@/test/users';

const CODE = setupCodeFor(TEST_SECRET);

function register(t: TestApp, fields: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...newUserInput(), ...fields },
  });
}

async function userCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('the setup code', () => {
  it('is four groups of four characters from an alphabet without look-alikes', () => {
    expect(CODE).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(setupCodeFor('another secret')).not.toBe(CODE);
  });
});

describe('the first administrator (SIGNUPS=open)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not whoever registers first: that account is a normal user', async () => {
    const first = await register(t);
    expect(first.statusCode).toBe(201);
    expect(dataOf<AuthResult>(first).user.isAdmin).toBe(false);
  });

  it('refuses a wrong setup code and creates nothing', async () => {
    const before = await userCount(t);
    const wrong = await register(t, { setupCode: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong).message).toBe(ADMIN_MESSAGES.setupCodeWrong);
    expect(await userCount(t)).toBe(before);
  });

  it('is the account registered with the code (typed in any case); the code then stops working', async () => {
    const chief = await register(t, { setupCode: ` ${CODE.toLowerCase()} ` });
    expect(chief.statusCode).toBe(201);
    expect(dataOf<AuthResult>(chief).user.isAdmin).toBe(true);
    const again = await register(t, { setupCode: CODE });
    expect(again.statusCode).toBe(403);
    expect(body(again).message).toBe(ADMIN_MESSAGES.setupCodeUsed);
  });
});

describe('SIGNUPS=closed and ADMIN_EMAIL with a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUPS: 'closed', ADMIN_EMAIL: 'Chief@Example.com' } });
  });
  afterAll(() => t.close());

  it('refuses a stranger claiming ADMIN_EMAIL: a typed address proves nothing', async () => {
    const claim = await register(t, { email: 'chief@example.com' });
    expect(claim.statusCode).toBe(403);
    expect(body(claim).message).toBe(ADMIN_MESSAGES.signupsClosed);
    expect(await userCount(t)).toBe(0);
  });

  it('lets in only the setup code, once, even when ten registrations race for it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => register(t, { setupCode: CODE })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(403)]);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(await userCount(t)).toBe(1);
  });
});

describe('ADMIN_EMAIL with single sign-on under SIGNUPS=closed', () => {
  let t: OidcTestApp;
  beforeAll(async () => {
    t = await createOidcTestApp({ SIGNUPS: 'closed', ADMIN_EMAIL: 'chief@sso.example.test' });
  });
  afterAll(() => t.close());

  it('refuses an identity whose provider does not vouch for the address', async () => {
    t.provider.accounts.set('impostor', {
      email: 'chief@sso.example.test',
      email_verified: false,
    });
    const impostor = await ssoSignIn(t, 'impostor');
    expect(impostor.auth).toBeUndefined();
    expect(errorCode(impostor.callback)).toBe('signups_closed');
  });

  it('makes the verified address the administrator', async () => {
    const chief = await ssoSignIn(t, 'chief');
    expect(chief.auth?.user).toMatchObject({ email: 'chief@sso.example.test', isAdmin: true });
  });
});

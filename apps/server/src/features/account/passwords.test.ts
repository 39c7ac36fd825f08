import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, AUTH_MESSAGES, type User } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '@/db/schema';
import { hashLinkToken } from '@/features/account/account-links';
import { AccessTokens } from '@/features/auth/access-token';
import { SessionsService } from '@/features/auth/sessions.service';
import { authData, body, dataOf, userData } from '@/test/http';
import { linkIn, startSmtpInbox, type SmtpInbox } from '@/test/smtp-inbox';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  registerAdmin,
  registerUser,
  type TestUser,
} from '@/test/users';

const NEW_PASSWORD = 'N3w!password';
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let inbox: SmtpInbox;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mailer: inbox.mailer, now });
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const changePassword = (user: { accessToken: string }, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/password',
    headers: bearer(user.accessToken),
    payload,
  });
const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { email },
    remoteAddress,
  });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { token, password, confirmPassword },
  });

/** Mails to `email` so far (registration sends one verification mail each). */
const mailsTo = (email: string) =>
  inbox.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);

async function mailFor(email: string, subject: RegExp) {
  await expect
    .poll(() => mailsTo(email).filter((m) => subject.test(m.subject ?? '')).length, {
      timeout: 10_000,
      interval: 20,
    })
    .toBeGreaterThan(0);
  return mailsTo(email)
    .filter((m) => subject.test(m.subject ?? ''))
    .at(-1)!;
}

describe(`changing a password (${testDatabaseMode()})`, () => {
  it('needs the current password; a wrong or missing one changes nothing', async () => {
    const user = await registerUser(t.app);
    const missing = await changePassword(user, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    const wrong = await changePassword(user, {
      currentPassword: 'Wr0ng!pass',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong).errors).toEqual([
      { field: 'currentPassword', message: ACCOUNT_MESSAGES.passwordWrong },
    ]);
    expect((await login(t.app, { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('holds the new password to the strength rules and the confirmation', async () => {
    const user = await registerUser(t.app);
    const weak = await changePassword(user, {
      currentPassword: GOOD_PASSWORD,
      password: 'alllowercase1!',
      confirmPassword: 'alllowercase1!',
    });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).errors).toContainEqual({
      field: 'password',
      message: AUTH_MESSAGES.uppercase,
    });
    const mismatch = await changePassword(user, {
      currentPassword: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await login(t.app, { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('signs out every other session and keeps this one', async () => {
    const user = await registerUser(t.app);
    const other = authData(await login(t.app, { email: user.email, password: GOOD_PASSWORD }));
    const res = await changePassword(user, {
      currentPassword: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await login(t.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('lets an account without a password (single sign-on only) set one', async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ username: 'sso_only_user', email: 'sso.only@example.com', isEmailVerified: true })
      .returning();
    const sessions = new SessionsService(t.database.db, new AccessTokens(TEST_SECRET), now);
    const pair = await sessions.start(row!.id);
    expect(userData(await me(pair.accessToken)).hasPassword).toBe(false);
    const res = await changePassword(pair, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(userData(await me(pair.accessToken)).hasPassword).toBe(true);
    expect(
      (await login(t.app, { email: 'sso.only@example.com', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe(`forgot password: a reset link by email (${testDatabaseMode()})`, () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const user = await registerUser(t.app);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(body(known)).toEqual(body(unknown));
    expect(body(known).message).toBe(ACCOUNT_MESSAGES.resetSent);
    await mailFor(user.email, /Reset your/u);
    expect(mailsTo('nobody.here@example.com')).toEqual([]);
  });

  it('sets a new password once, ends every session, and stores the token hashed', async () => {
    const user = await registerUser(t.app);
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
    const { token } = linkIn(await mailFor(user.email, /Reset your/u), '/reset-password');
    const stored = await t.database.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashLinkToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await t.database.db.select().from(accountTokens))).not.toContain(token);

    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect((await me(user.accessToken)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const again = await reset(token, 'An0ther!password');
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await login(t.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up token with a clear message', async () => {
    const res = await reset('not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([
      { field: 'token', message: ACCOUNT_MESSAGES.resetLinkInvalid },
    ]);
    const empty = await reset('');
    expect(empty.statusCode).toBe(400);
  });

  it('a newer link replaces the older one', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const first = linkIn(await mailFor(user.email, /Reset your/u), '/reset-password').token;
    await forgot(user.email);
    await expect
      .poll(() => mailsTo(user.email).filter((m) => /Reset your/u.test(m.subject ?? '')).length)
      .toBe(2);
    const second = linkIn(await mailFor(user.email, /Reset your/u), '/reset-password').token;
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('is throttled per address: the fourth request within the hour is refused', async () => {
    const email = 'throttled.person@example.com';
    for (let i = 0; i < 3; i++) expect((await forgot(email, `10.9.0.${i}`)).statusCode).toBe(200);
    const fourth = await forgot(email, '10.9.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(body(fourth).message).toBe(ACCOUNT_MESSAGES.tooManyEmails);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a link resets only its own account's password", async () => {
    const owner = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    await forgot(owner.email);
    const { token } = linkIn(await mailFor(owner.email, /Reset your/u), '/reset-password');
    expect((await reset(token)).statusCode).toBe(200);
    expect(
      (await login(t.app, { email: bystander.email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await me(bystander.accessToken)).statusCode).toBe(200);
  });
});

describe(`email verification (${testDatabaseMode()})`, () => {
  it('a password registration is sent a link; only the link verifies the address', async () => {
    const user = await registerUser(t.app);
    expect(user.user.isEmailVerified).toBe(false);
    const { token } = linkIn(await mailFor(user.email, /Verify your/u), '/verify-email');
    const verify = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token: value } });
    const bad = await verify('made-up');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    expect(userData(await me(user.accessToken)).isEmailVerified).toBe(false);
    expect((await verify(token)).statusCode).toBe(200);
    expect(userData(await me(user.accessToken)).isEmailVerified).toBe(true);
    expect((await verify(token)).statusCode).toBe(400);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-verification',
      headers: bearer(user.accessToken),
    });
    expect(resend.statusCode).toBe(409);
    expect(body(resend).message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
  });

  it('"Resend" sends a new link and the older one stops working', async () => {
    const user = await registerUser(t.app);
    const first = linkIn(await mailFor(user.email, /Verify your/u), '/verify-email').token;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-verification',
      headers: bearer(user.accessToken),
    });
    expect(resend.statusCode).toBe(200);
    expect(mailsTo(user.email).filter((m) => /Verify your/u.test(m.subject ?? ''))).toHaveLength(2);
    const second = linkIn(await mailFor(user.email, /Verify your/u), '/verify-email').token;
    const verify = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token: value } });
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });
});

describe(`an administrator resets a password, mail configured (${testDatabaseMode()})`, () => {
  it('mails the user a reset link; the user is not signed out until it is used', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.user.id}/password-reset`,
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({ delivery: 'email' });
    const { token } = linkIn(await mailFor(user.email, /Reset your/u), '/reset-password');
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await me(user.accessToken)).statusCode).toBe(401);
  });

  it('refuses a user who is not an administrator, and the administrator themself', async () => {
    const user = await registerUser(t.app);
    const victim = await registerUser(t.app);
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.user.id}/password-reset`,
      headers: bearer(user.accessToken),
    });
    expect(denied.statusCode).toBe(403);
    expect(body(denied).message).toBe(ADMIN_MESSAGES.notAdmin);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.user.id}/password-reset`,
      headers: bearer(admin.accessToken),
    });
    expect(self.statusCode).toBe(400);
    expect(body(self).message).toBe(ADMIN_MESSAGES.notYourself);
    expect(mailsTo(victim.email).filter((m) => /Reset your/u.test(m.subject ?? ''))).toEqual([]);
  });
});

// Last: moving the clock on 61 minutes outlives the access tokens of the users above.
describe(`reset links expire (${testDatabaseMode()})`, () => {
  it('a link older than one hour is refused and changes nothing', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email);
    const { token } = linkIn(await mailFor(user.email, /Reset your/u), '/reset-password');
    offsetMs += 61 * 60 * 1000;
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await login(t.app, { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe(`without a mail server (${testDatabaseMode()})`, () => {
  let bare: TestApp;
  let bareAdmin: TestUser;
  beforeAll(async () => {
    bare = await createTestApp({ mailer: null });
    bareAdmin = await registerAdmin(bare.app);
  });
  afterAll(() => bare.close());

  it('"Forgot password" says plainly that this server cannot send email', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: bareAdmin.email },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(ACCOUNT_MESSAGES.mailUnavailable);
    const resend = await bare.app.inject({
      method: 'POST',
      url: '/api/account/email-verification',
      headers: bearer(bareAdmin.accessToken),
    });
    expect(resend.statusCode).toBe(403);
    expect(body(resend).message).toBe(ACCOUNT_MESSAGES.verificationUnavailable);
  });

  it('an administrator gets a temporary password, shown once, that the user must change', async () => {
    const user = await registerUser(bare.app);
    const res = await bare.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.user.id}/password-reset`,
      headers: bearer(bareAdmin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const data = dataOf<{ delivery: string; temporaryPassword: string }>(res);
    expect(data.delivery).toBe('temporary');
    expect(data.temporaryPassword).toMatch(/^[A-Za-z0-9]{16}-A1a$/u);
    const [row] = await bare.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.passwordHash).not.toContain(data.temporaryPassword);
    // Every session of theirs ended; the old password no longer works.
    expect(
      (
        await bare.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(user.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(bare.app, { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(
      401,
    );
    const signedIn = await login(bare.app, { email: user.email, password: data.temporaryPassword });
    expect(signedIn.statusCode).toBe(200);
    const session = authData(signedIn);
    expect(session.user.mustChangePassword).toBe(true);
    const changed = await bare.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(session.accessToken),
      payload: {
        currentPassword: data.temporaryPassword,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await bare.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(after.json<{ data: User }>().data.mustChangePassword).toBe(false);
  });

  it('registration sends nothing and leaves the address unverified', async () => {
    const user = await registerUser(bare.app);
    expect(user.user.isEmailVerified).toBe(false);
    const tokens = await bare.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.user.id));
    expect(tokens).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGES } from '@/lib/unsafe-text';
import { body } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, newUserInput, registerUser, type TestUser } from '@/test/users';

const NUL = '\u0000';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

function expectNulRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: 'VALIDATION_ERROR',
    message: `Validation failed: Invalid ${field.split('.')[0]}`,
    errors: [{ field, message: UNSAFE_TEXT_MESSAGES.nul }],
  });
}

describe('U+0000 in any text field is a 400, never a 500', () => {
  it('register username: refused, and no account is created', async () => {
    const input = newUserInput();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...input, username: `nul${NUL}name` },
    });
    expectNulRefused(res, 'username');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(again.statusCode).toBe(201);
  });

  it('settings keywords: refused, and the settings are unchanged', async () => {
    const before = await t.app.inject({ url: '/api/settings', headers: bearer(user.accessToken) });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(user.accessToken),
      payload: { keywords: ['fine', `bad${NUL}`] },
    });
    expectNulRefused(res, 'keywords.1');
    const after = await t.app.inject({ url: '/api/settings', headers: bearer(user.accessToken) });
    expect(after.json()).toEqual(before.json());
  });

  it('keyword exclude patterns: refused, and no keyword is tracked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/keyword-alerts/keywords',
      headers: bearer(user.accessToken),
      payload: {
        keyword: 'launch',
        platforms: ['reddit'],
        settings: { excludePatterns: [`spoiler${NUL}`] },
      },
    });
    expectNulRefused(res, 'settings.excludePatterns.0');
    const list = await t.app.inject({
      url: '/api/keyword-alerts/keywords',
      headers: bearer(user.accessToken),
    });
    expect(body(list).data).toEqual([]);
  });

  it('highlight note: refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pulse/highlights/00000000-0000-4000-8000-000000000000/save',
      headers: bearer(user.accessToken),
      payload: { note: `remember${NUL}this` },
    });
    expectNulRefused(res, 'note');
  });

  it('summary sourceId: refused, and no summary is created', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/summaries',
      headers: bearer(user.accessToken),
      payload: { platform: 'reddit', sourceId: `r/x${NUL}` },
    });
    expectNulRefused(res, 'sourceId');
    const list = await t.app.inject({ url: '/api/summaries', headers: bearer(user.accessToken) });
    expect(JSON.stringify(body(list).data)).not.toContain('r/x');
  });

  it('path parameters, query strings and keys are checked too', async () => {
    const param = await t.app.inject({
      url: '/api/summaries/abc%00def',
      headers: bearer(user.accessToken),
    });
    expectNulRefused(param, 'id');
    const query = await t.app.inject({
      url: '/api/keyword-alerts/alerts?unread=a%00b',
      headers: bearer(user.accessToken),
    });
    expectNulRefused(query, 'unread');
    const key = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(user.accessToken),
      payload: { [`key${NUL}`]: true },
    });
    expectNulRefused(key, 'key\\u0000');
  });

  it('an unpaired surrogate is refused too (jsonb cannot store it); real pairs pass', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(user.accessToken),
      payload: { keywords: ['half \ud83d of an emoji'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Validation failed: Invalid keywords',
      errors: [{ field: 'keywords.0', message: UNSAFE_TEXT_MESSAGES.surrogate }],
    });
    // A whole pair passes the check (keywords allow no emoji at all, so a free-text field here).
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUserInput(), username: 'whole 😀 emoji' },
    });
    expect(whole.statusCode).toBe(201);
  });

  it('form bodies (register accepts them) are checked as well', async () => {
    const input = newUserInput();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...input, email: `a${NUL}${input.email}` }).toString(),
    });
    expectNulRefused(res, 'email');
  });
});

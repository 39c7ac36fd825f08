import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@/platforms/testing/sandbox-server';
import { body } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser, type TestUser } from '@/test/users';

const clock = testClock(new Date().toISOString());
let t: PlatformTestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createPlatformTestApp({ now: clock.now });
  user = await registerUser(t.app);
  await t.connect(user, 'twitter');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/twitter/users/:username errors, in plain words', () => {
  it('an unknown handle: 404 naming it, without X’s bracketed wording', async () => {
    const res = await t.call(user, 'GET', '/api/twitter/users/@nobody_here');
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe(
      'There is no X account named @nobody_here. Check the spelling of the username.',
    );
  });
});

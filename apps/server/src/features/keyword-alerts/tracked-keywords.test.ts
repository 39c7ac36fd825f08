import {
  KEYWORD_ERRORS,
  KEYWORD_MESSAGES,
  TRACKED_KEYWORDS_LIMIT,
  type TrackedKeyword,
} from '@socialpulse/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedKeywords } from '@/db/schema';
import { body, dataOf } from '@/test/http';
import { KEYWORDS_URL as URL, keywordApi } from '@/test/keyword-api';
import { createTestApp, type TestApp } from '@/test/test-app';
import { registerUser } from '@/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { send, list, create } = keywordApi(() => t.app);

describe('POST /api/keyword-alerts/keywords', () => {
  it('creates a keyword with defaults, answers 201 with `_id`, and lists it', async () => {
    const user = await registerUser(t.app);
    const res = await send(user, 'POST', URL, { keyword: '  rust  ', platforms: ['reddit'] });
    expect(res.statusCode).toBe(201);
    const created = dataOf<TrackedKeyword>(res);
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      keyword: 'rust',
      platforms: ['reddit'],
      isActive: true,
      settings: { caseSensitive: false, wholeWord: true, excludePatterns: [] },
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    expect(await list(user)).toEqual([created]);
  });

  it('keeps explicit settings and isActive, and stores single spaces', async () => {
    const user = await registerUser(t.app);
    const settings = { caseSensitive: true, wholeWord: false, excludePatterns: ['rust belt'] };
    const created = await create(user, {
      keyword: 'machine   learning',
      platforms: ['telegram', 'youtube'],
      settings,
      isActive: false,
    });
    expect(created).toMatchObject({
      keyword: 'machine learning',
      platforms: ['telegram', 'youtube'],
      settings,
      isActive: false,
    });
  });

  it('tracking the same keyword twice (any case or spacing) → 409', async () => {
    const user = await registerUser(t.app);
    await create(user, { keyword: 'Machine Learning', platforms: ['reddit'] });
    for (const keyword of ['machine learning', 'MACHINE  LEARNING', ' Machine Learning ']) {
      const res = await send(user, 'POST', URL, { keyword, platforms: ['youtube'] });
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({
        success: false,
        error: 'CONFLICT',
        message: KEYWORD_ERRORS.duplicate,
      });
    }
    // Unicode case folding, not just ASCII: ß folds to ss.
    await create(user, { keyword: 'Straße', platforms: ['reddit'] });
    expect(
      (await send(user, 'POST', URL, { keyword: 'STRASSE', platforms: ['reddit'] })).statusCode,
    ).toBe(409);
    expect(await list(user)).toHaveLength(2);
  });

  it('two users may track the same keyword', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await create(alice, { keyword: 'rust', platforms: ['reddit'] });
    expect(
      (await send(bob, 'POST', URL, { keyword: 'rust', platforms: ['reddit'] })).statusCode,
    ).toBe(201);
  });

  it(`caps a user at ${TRACKED_KEYWORDS_LIMIT} keywords → 400`, async () => {
    const user = await registerUser(t.app);
    await t.database.db.insert(trackedKeywords).values(
      Array.from({ length: TRACKED_KEYWORDS_LIMIT }, (_, i) => ({
        userId: user.user.id,
        keyword: `kw${i}`,
        keywordKey: `kw${i}`,
        platforms: ['reddit' as const],
        settings: { caseSensitive: false, wholeWord: true, excludePatterns: [] },
        isActive: false,
      })),
    );
    const res = await send(user, 'POST', URL, { keyword: 'one more', platforms: ['reddit'] });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, message: KEYWORD_ERRORS.tooMany });
    expect(await list(user)).toHaveLength(TRACKED_KEYWORDS_LIMIT);
  });

  it('simultaneous creations of the same keyword store exactly one', async () => {
    const user = await registerUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(user, 'POST', URL, { keyword: 'race', platforms: ['reddit'] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await list(user)).toHaveLength(1);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH, toggle and DELETE', () => {
  it('PATCH changes the given fields, replaces settings as a whole, and bumps updatedAt', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, {
      keyword: 'rust',
      platforms: ['reddit'],
      settings: { caseSensitive: true, excludePatterns: ['belt'] },
    });
    const res = await send(user, 'PATCH', `${URL}/${kw._id}`, {
      keyword: 'rust lang',
      platforms: ['reddit', 'telegram'],
      settings: { wholeWord: false },
    });
    expect(res.statusCode).toBe(200);
    const updated = dataOf<TrackedKeyword>(res);
    expect(updated).toMatchObject({
      _id: kw._id,
      keyword: 'rust lang',
      platforms: ['reddit', 'telegram'],
      isActive: true,
      settings: { caseSensitive: false, wholeWord: false, excludePatterns: [] },
      createdAt: kw.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(kw.updatedAt));
    expect(await list(user)).toEqual([updated]);
  });

  it('PATCH with an empty body changes nothing', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    const res = await send(user, 'PATCH', `${URL}/${kw._id}`, {});
    expect(res.statusCode).toBe(200);
    expect(dataOf<TrackedKeyword>(res)).toEqual(kw);
  });

  it('PATCH applies the same rules as POST', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    const cases: [Record<string, unknown>, string][] = [
      [{ keyword: 'r' }, KEYWORD_MESSAGES.keywordMin],
      [{ keyword: 'x'.repeat(51) }, KEYWORD_MESSAGES.keywordMax],
      [{ keyword: 'rust!' }, KEYWORD_MESSAGES.keywordChars],
      [{ platforms: [] }, KEYWORD_MESSAGES.platforms],
      [{ userId: randomUUID() }, 'Unknown field: userId'],
    ];
    for (const [patch, message] of cases) {
      const res = await send(user, 'PATCH', `${URL}/${kw._id}`, patch);
      expect(res.statusCode).toBe(400);
      expect(body(res).errors?.map((e) => e.message)).toContain(message);
    }
    expect(await list(user)).toEqual([kw]);
  });

  it('PATCH renaming onto another tracked keyword → 409; renaming its own case is fine', async () => {
    const user = await registerUser(t.app);
    const rust = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    await create(user, { keyword: 'go', platforms: ['reddit'] });
    const clash = await send(user, 'PATCH', `${URL}/${rust._id}`, { keyword: 'GO' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).message).toBe(KEYWORD_ERRORS.duplicate);
    const recase = await send(user, 'PATCH', `${URL}/${rust._id}`, { keyword: 'Rust' });
    expect(recase.statusCode).toBe(200);
    expect(dataOf<TrackedKeyword>(recase).keyword).toBe('Rust');
  });

  it('toggle switches isActive off and on', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    const off = await send(user, 'PATCH', `${URL}/${kw._id}/toggle`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(dataOf<TrackedKeyword>(off).isActive).toBe(false);
    expect((await list(user))[0]?.isActive).toBe(false);
    const on = await send(user, 'PATCH', `${URL}/${kw._id}/toggle`, { isActive: true });
    expect(dataOf<TrackedKeyword>(on).isActive).toBe(true);
  });

  it('toggle needs a boolean isActive', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    for (const payload of [{}, { isActive: 'yes' }]) {
      const res = await send(user, 'PATCH', `${URL}/${kw._id}/toggle`, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Validation failed: Invalid isActive');
    }
  });

  it('DELETE removes the keyword; a second DELETE is 404', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    const res = await send(user, 'DELETE', `${URL}/${kw._id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).success).toBe(true);
    expect(await list(user)).toEqual([]);
    const again = await send(user, 'DELETE', `${URL}/${kw._id}`);
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe(KEYWORD_ERRORS.keywordNotFound);
  });

  it('a deleted keyword can be tracked again', async () => {
    const user = await registerUser(t.app);
    const kw = await create(user, { keyword: 'rust', platforms: ['reddit'] });
    await send(user, 'DELETE', `${URL}/${kw._id}`);
    expect(
      (await send(user, 'POST', URL, { keyword: 'rust', platforms: ['reddit'] })).statusCode,
    ).toBe(201);
  });

  it.each(['not-a-uuid', '123', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', randomUUID()])(
    'an unknown or malformed id (%s) → 404 Keyword not found on every route',
    async (id) => {
      const user = await registerUser(t.app);
      const answers = [
        await send(user, 'PATCH', `${URL}/${id}`, { keyword: 'rust' }),
        await send(user, 'PATCH', `${URL}/${id}/toggle`, { isActive: false }),
        await send(user, 'DELETE', `${URL}/${id}`),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(body(res)).toMatchObject({
          success: false,
          error: 'NOT_FOUND',
          message: KEYWORD_ERRORS.keywordNotFound,
        });
      }
    },
  );
});

describe('keywords belong to the caller', () => {
  it('user B cannot list, change, toggle or delete user A’s keywords', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const kw = await create(alice, { keyword: 'secret project', platforms: ['telegram'] });
    const aliceBefore = await list(alice);

    expect(await list(bob)).toEqual([]);
    const attempts = [
      await send(bob, 'PATCH', `${URL}/${kw._id}`, { keyword: 'hijacked' }),
      await send(bob, 'PATCH', `${URL}/${kw._id}/toggle`, { isActive: false }),
      await send(bob, 'DELETE', `${URL}/${kw._id}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(KEYWORD_ERRORS.keywordNotFound);
    }
    expect(await list(alice)).toEqual(aliceBefore);

    // A userId in the body is dropped on POST: the keyword is still Bob's.
    const res = await send(bob, 'POST', URL, {
      keyword: 'mine',
      platforms: ['reddit'],
      userId: alice.user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(await list(alice)).toEqual(aliceBefore);
    expect((await list(bob)).map((k) => k.keyword)).toEqual(['mine']);
  });
});

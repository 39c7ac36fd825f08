import { DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';
import { body, settingsData } from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getSettings = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(user.accessToken) });
const patchSettings = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: bearer(user.accessToken),
    payload: payload as object,
  });

describe('GET /api/settings', () => {
  it('answers the product defaults until anything is saved', async () => {
    const user = await registerUser(t.app);
    const res = await getSettings(user);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true, data: DEFAULT_SETTINGS });
    expect(DEFAULT_SETTINGS).toMatchObject({
      summaryTone: 'engaging',
      summaryLanguage: 'en',
      summaryPeriod: 'today',
      language: 'en',
      keywords: [],
      platformPreferences: {},
    });
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(401);
    expect(body(res).error).toBe('UNAUTHORIZED');
  });
});

describe('PATCH /api/settings', () => {
  it('changes only the given fields and answers the full settings, which GET then returns', async () => {
    const user = await registerUser(t.app);
    const res = await patchSettings(user, {
      summaryTone: 'professional',
      language: 'de',
      emailNotifications: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_SETTINGS,
      summaryTone: 'professional',
      language: 'de',
      emailNotifications: true,
    };
    expect(body(res)).toEqual({ success: true, data: expected });
    expect(settingsData(await getSettings(user))).toEqual(expected);

    await patchSettings(user, { summaryPeriod: 'last_7_days', summaryLanguage: 'ru' });
    expect(settingsData(await getSettings(user))).toEqual({
      ...expected,
      summaryPeriod: 'last_7_days',
      summaryLanguage: 'ru',
    });
  });

  it('platformPreferences merge per platform', async () => {
    const user = await registerUser(t.app);
    await patchSettings(user, { platformPreferences: { reddit: 0.7, youtube: 0.2 } });
    const res = await patchSettings(user, { platformPreferences: { youtube: 1, telegram: 0 } });
    expect(settingsData(res).platformPreferences).toEqual({ reddit: 0.7, youtube: 1, telegram: 0 });
  });

  it('keywords replace the list, trimmed', async () => {
    const user = await registerUser(t.app);
    await patchSettings(user, { keywords: ['old'] });
    const res = await patchSettings(user, { keywords: ['  rust ', 'open source'] });
    expect(settingsData(res).keywords).toEqual(['rust', 'open source']);
  });

  it('one keyword list: chips are the tracked keywords, both ways', async () => {
    const user = await registerUser(t.app);
    const tracked = async () =>
      body(
        await t.app.inject({
          method: 'GET',
          url: '/api/keyword-alerts/keywords',
          headers: bearer(user.accessToken),
        }),
      ).data as { _id: string; keyword: string; platforms: string[]; isActive: boolean }[];
    // A chip added in Settings is a tracked keyword on every platform, active.
    await patchSettings(user, { keywords: ['rust', 'open source'] });
    const made = await tracked();
    expect(made.map((k) => k.keyword)).toEqual(['rust', 'open source']);
    expect(made.every((k) => k.isActive && k.platforms.length === 4)).toBe(true);
    // A keyword added in Manage Keywords is a chip.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/keyword-alerts/keywords',
      headers: bearer(user.accessToken),
      payload: { keyword: 'webassembly', platforms: ['reddit'] },
    });
    expect(added.statusCode).toBe(201);
    expect(settingsData(await getSettings(user)).keywords).toEqual([
      'rust',
      'open source',
      'webassembly',
    ]);
    // Removing a chip deletes its tracked keyword; the others keep their own settings.
    await patchSettings(user, { keywords: ['RUST', 'webassembly'] });
    const after = await tracked();
    expect(after.map((k) => k.keyword)).toEqual(['rust', 'webassembly']);
    expect(after.find((k) => k.keyword === 'webassembly')?.platforms).toEqual(['reddit']);
    // Chips follow the keyword rules: a bad one is a 400 and nothing changes.
    for (const bad of [['c#'], ['x']]) {
      const res = await patchSettings(user, { keywords: bad });
      expect(res.statusCode).toBe(400);
    }
    expect((await tracked()).map((k) => k.keyword)).toEqual(['rust', 'webassembly']);
    // Another user's list is untouched.
    const other = await registerUser(t.app);
    expect(settingsData(await getSettings(other)).keywords).toEqual([]);
  });

  it('an empty patch changes nothing', async () => {
    const user = await registerUser(t.app);
    await patchSettings(user, { summaryTone: 'creative' });
    const res = await patchSettings(user, {});
    expect(res.statusCode).toBe(200);
    expect(settingsData(res).summaryTone).toBe('creative');
  });

  const invalid: [string, Record<string, unknown>, string, { field: string; message?: string }][] =
    [
      ['bad tone', { summaryTone: 'sarcastic' }, 'summaryTone', { field: 'summaryTone' }],
      [
        'bad summary language',
        { summaryLanguage: 'xx' },
        'summaryLanguage',
        { field: 'summaryLanguage' },
      ],
      ['bad UI language', { language: 'klingon' }, 'language', { field: 'language' }],
      [
        'custom as the default period',
        { summaryPeriod: 'custom' },
        'summaryPeriod',
        { field: 'summaryPeriod' },
      ],
      [
        'emailNotifications not a boolean',
        { emailNotifications: 'yes' },
        'emailNotifications',
        { field: 'emailNotifications' },
      ],
      [
        'duplicate keywords (ignoring case)',
        { keywords: ['AI', 'ai'] },
        'keywords',
        { field: 'keywords', message: SETTINGS_MESSAGES.keywordDuplicate },
      ],
      [
        'blank keyword',
        { keywords: ['ok', '   '] },
        'keywords',
        { field: 'keywords.1', message: SETTINGS_MESSAGES.keywordBlank },
      ],
      [
        'keyword over 50 characters',
        { keywords: ['k'.repeat(51)] },
        'keywords',
        { field: 'keywords.0', message: SETTINGS_MESSAGES.keywordTooLong },
      ],
      [
        'more than 100 keywords',
        { keywords: Array.from({ length: 101 }, (_, i) => `kw${i}`) },
        'keywords',
        { field: 'keywords', message: SETTINGS_MESSAGES.keywordsTooMany },
      ],
      [
        'preference 1.5',
        { platformPreferences: { reddit: 1.5 } },
        'platformPreferences',
        { field: 'platformPreferences.reddit', message: SETTINGS_MESSAGES.preferenceRange },
      ],
      [
        'preference below 0',
        { platformPreferences: { youtube: -0.1 } },
        'platformPreferences',
        { field: 'platformPreferences.youtube', message: SETTINGS_MESSAGES.preferenceRange },
      ],
      [
        'preference not a number',
        { platformPreferences: { telegram: 'high' } },
        'platformPreferences',
        { field: 'platformPreferences.telegram', message: SETTINGS_MESSAGES.preferenceRange },
      ],
      [
        'unknown platform in preferences',
        { platformPreferences: { myspace: 0.5 } },
        'platformPreferences',
        { field: 'platformPreferences.myspace', message: 'Unknown field: myspace' },
      ],
      [
        'unknown field',
        { theme: 'dark' },
        'theme',
        { field: 'theme', message: 'Unknown field: theme' },
      ],
      [
        'a userId field (settings are always the caller’s)',
        { userId: 'someone-else' },
        'userId',
        { field: 'userId', message: 'Unknown field: userId' },
      ],
    ];

  it.each(invalid)(
    '%s → 400 naming the field, and nothing changes',
    async (_name, patch, topField, error) => {
      const user = await registerUser(t.app);
      await patchSettings(user, {
        summaryTone: 'creative',
        keywords: ['keep'],
        platformPreferences: { reddit: 0.3 },
      });
      const before = settingsData(await getSettings(user));

      // A valid field alongside the invalid one must not be applied either.
      const res = await patchSettings(user, {
        ...patch,
        emailNotifications: patch.emailNotifications ?? true,
      });
      expect(res.statusCode).toBe(400);
      const b = body(res);
      expect(b).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        message: `Validation failed: Invalid ${topField}`,
      });
      expect(b.errors).toContainEqual(error.message ? error : expect.objectContaining(error));
      expect(settingsData(await getSettings(user))).toEqual(before);
    },
  );

  it('a patch that is not an object → 400', async () => {
    const user = await registerUser(t.app);
    const res = await patchSettings(user, ['summaryTone']);
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('VALIDATION_ERROR');
  });
});

describe('settings belong to the caller', () => {
  it('user B cannot read or change user A’s settings', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await patchSettings(alice, {
      summaryTone: 'professional',
      keywords: ['alice'],
      platformPreferences: { reddit: 0.9 },
    });
    const aliceBefore = settingsData(await getSettings(alice));

    // Bob sees only his own (defaults), never Alice's.
    expect(settingsData(await getSettings(bob))).toEqual(DEFAULT_SETTINGS);

    // Bob's changes land on Bob.
    const bobPatch = await patchSettings(bob, {
      summaryTone: 'creative',
      keywords: ['bob'],
      platformPreferences: { reddit: 0.1 },
    });
    expect(settingsData(bobPatch)).toMatchObject({
      summaryTone: 'creative',
      keywords: ['bob'],
      platformPreferences: { reddit: 0.1 },
    });
    expect(settingsData(await getSettings(alice))).toEqual(aliceBefore);

    // There is no parameter that names another user: query strings and body fields are ignored or refused.
    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `/api/settings?userId=${alice.user.id}`,
      headers: bearer(bob.accessToken),
    });
    expect(settingsData(viaQuery)).toMatchObject({ keywords: ['bob'] });
    const viaBody = await patchSettings(bob, { userId: alice.user.id, summaryTone: 'engaging' });
    expect(viaBody.statusCode).toBe(400);
    expect(settingsData(await getSettings(alice))).toEqual(aliceBefore);
  });
});

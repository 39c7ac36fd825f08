import { KEYWORD_MESSAGES, type TrackedKeyword } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const { send, list } = keywordApi(() => t.app);

/** Every keyword rule of the form, enforced by the server with the form's own words. */
describe('POST /api/keyword-alerts/keywords validation', () => {
  it.each([
    ['Cyrillic', 'привет мир'],
    ['Greek', 'λόγος'],
    ['Han', '中文'],
    ['Japanese', '東京タワー'],
    ['Arabic', 'مرحبا'],
    ['Devanagari with marks', 'हिन्दी'],
    ['Thai', 'ภาษาไทย'],
    ['Hangul', '한국어'],
    ['letters, digits and hyphens', 'R2-D2'],
    ['Arabic-Indic digits', '٣٤٥'],
    ['50 astral ideographs', '𠀀'.repeat(50)],
  ])('accepts letters and numbers of any script: %s', async (_name, keyword) => {
    const user = await registerUser(t.app);
    const res = await send(user, 'POST', URL, { keyword, platforms: ['telegram'] });
    expect(res.statusCode).toBe(201);
    expect(dataOf<TrackedKeyword>(res).keyword).toBe(keyword.normalize('NFC'));
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'one character',
      { keyword: 'a', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordMin,
    ],
    [
      'blank after trim',
      { keyword: '   ', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordMin,
    ],
    ['missing keyword', { platforms: ['reddit'] }, 'keyword', KEYWORD_MESSAGES.keywordMin],
    [
      '51 characters',
      { keyword: 'x'.repeat(51), platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordMax,
    ],
    [
      'a plus sign',
      { keyword: 'c++', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordChars,
    ],
    [
      'a dot',
      { keyword: 'node.js', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordChars,
    ],
    [
      'an apostrophe',
      { keyword: "don't", platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordChars,
    ],
    [
      'an underscore',
      { keyword: 'a_b', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordChars,
    ],
    [
      'a hash',
      { keyword: '#rust', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordChars,
    ],
    [
      'an emoji',
      { keyword: 'hi 🚀', platforms: ['reddit'] },
      'keyword',
      KEYWORD_MESSAGES.keywordChars,
    ],
    ['a tab', { keyword: 'a\tb', platforms: ['reddit'] }, 'keyword', KEYWORD_MESSAGES.keywordChars],
    ['no platform', { keyword: 'rust', platforms: [] }, 'platforms', KEYWORD_MESSAGES.platforms],
    ['platforms missing', { keyword: 'rust' }, 'platforms', KEYWORD_MESSAGES.platforms],
    [
      'a repeated platform',
      { keyword: 'rust', platforms: ['reddit', 'reddit'] },
      'platforms',
      KEYWORD_MESSAGES.platformsDuplicate,
    ],
    [
      'a blank exclude pattern',
      { keyword: 'rust', platforms: ['reddit'], settings: { excludePatterns: ['  '] } },
      'settings',
      KEYWORD_MESSAGES.excludeBlank,
    ],
    [
      'a 101-character exclude pattern',
      { keyword: 'rust', platforms: ['reddit'], settings: { excludePatterns: ['x'.repeat(101)] } },
      'settings',
      KEYWORD_MESSAGES.excludeTooLong,
    ],
    [
      '21 exclude patterns',
      {
        keyword: 'rust',
        platforms: ['reddit'],
        settings: { excludePatterns: Array.from({ length: 21 }, (_, i) => `p${i}`) },
      },
      'settings',
      KEYWORD_MESSAGES.excludeTooMany,
    ],
  ];

  it.each(invalid)(
    '%s → 400 with the product message, nothing stored',
    async (_name, input, field, message) => {
      const user = await registerUser(t.app);
      const res = await send(user, 'POST', URL, input);
      expect(res.statusCode).toBe(400);
      const b = body(res);
      expect(b).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        message: `Validation failed: Invalid ${field}`,
      });
      expect(b.errors?.map((e) => e.message)).toContain(message);
      expect(await list(user)).toEqual([]);
    },
  );

  it('an unknown platform → 400 Invalid platforms', async () => {
    const user = await registerUser(t.app);
    const res = await send(user, 'POST', URL, { keyword: 'rust', platforms: ['myspace'] });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Validation failed: Invalid platforms');
  });

  it('names every invalid field in one message', async () => {
    const user = await registerUser(t.app);
    const res = await send(user, 'POST', URL, { keyword: 'x', platforms: [] });
    expect(body(res).message).toBe('Validation failed: Invalid keyword, platforms');
  });
});

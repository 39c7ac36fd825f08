import { describe, expect, it } from 'vitest';
import {
  KEYWORD_MESSAGES,
  alertReadSchema,
  keywordAlertSchema,
  keywordAlertsQuerySchema,
  keywordToggleSchema,
  trackedKeywordInputSchema,
  trackedKeywordPatchSchema,
  trackedKeywordSchema,
} from './keywords';

const valid = { keyword: 'rust', platforms: ['reddit'] };

function messages(input: unknown): string[] {
  const r = trackedKeywordInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('tracked keyword input: keyword text', () => {
  it('trims and accepts 2 to 50 characters', () => {
    const r = trackedKeywordInputSchema.parse({ ...valid, keyword: '  ai  ' });
    expect(r.keyword).toBe('ai');
    expect(messages({ ...valid, keyword: 'x'.repeat(50) })).toEqual([]);
  });

  it('rejects fewer than 2 characters after trim with the product message', () => {
    expect(messages({ ...valid, keyword: ' a ' })).toEqual([KEYWORD_MESSAGES.keywordMin]);
    expect(messages({ ...valid, keyword: '   ' })).toEqual([KEYWORD_MESSAGES.keywordMin]);
    expect(KEYWORD_MESSAGES.keywordMin).toBe('Keyword must be at least 2 characters');
  });

  it('rejects more than 50 characters with the product message', () => {
    expect(messages({ ...valid, keyword: 'x'.repeat(51) })).toEqual([KEYWORD_MESSAGES.keywordMax]);
    expect(KEYWORD_MESSAGES.keywordMax).toBe('Keyword must be at most 50 characters');
  });

  it('counts code points, so 50 astral ideographs fit', () => {
    expect(messages({ ...valid, keyword: '𠀀'.repeat(50) })).toEqual([]);
    expect(messages({ ...valid, keyword: '𠀀'.repeat(51) })).toEqual([KEYWORD_MESSAGES.keywordMax]);
  });

  it('a missing keyword reports the minimum-length message', () => {
    expect(messages({ platforms: ['reddit'] })).toEqual([KEYWORD_MESSAGES.keywordMin]);
  });

  it.each([
    'machine learning',
    'covid-19',
    'привет мир',
    'λόγος',
    'café crème',
    'cafe\u0301',
    '中文',
    '東京タワー',
    'مرحبا',
    'हिन्दी',
    'ภาษาไทย',
    '한국어',
    'R2-D2',
    '٣٤٥',
  ])('accepts letters, marks and numbers of any script: %s', (keyword) => {
    expect(messages({ ...valid, keyword })).toEqual([]);
  });

  it.each(['c++', 'node.js', "don't", 'a_b', '#rust', 'rust!', 'hi 🚀', 'a\tb', 'a/b', 'x@y'])(
    'rejects other characters: %s',
    (keyword) => {
      expect(messages({ ...valid, keyword })).toEqual([KEYWORD_MESSAGES.keywordChars]);
      expect(KEYWORD_MESSAGES.keywordChars).toBe(
        'Only letters, numbers, spaces, and hyphens are allowed',
      );
    },
  );
});

describe('tracked keyword input: platforms', () => {
  it('needs at least one platform with the product message', () => {
    expect(messages({ ...valid, platforms: [] })).toEqual([KEYWORD_MESSAGES.platforms]);
    expect(messages({ keyword: 'rust' })).toEqual([KEYWORD_MESSAGES.platforms]);
    expect(KEYWORD_MESSAGES.platforms).toBe('Select at least one platform');
  });

  it('accepts each summarizable platform and refuses others', () => {
    const all = ['telegram', 'reddit', 'twitter', 'youtube'];
    expect(messages({ ...valid, platforms: all })).toEqual([]);
    expect(messages({ ...valid, platforms: ['facebook'] })).toHaveLength(1);
  });

  it('refuses a repeated platform', () => {
    expect(messages({ ...valid, platforms: ['reddit', 'reddit'] })).toEqual([
      KEYWORD_MESSAGES.platformsDuplicate,
    ]);
  });
});

describe('tracked keyword input: settings and defaults', () => {
  it('fills every default when settings and isActive are omitted', () => {
    expect(trackedKeywordInputSchema.parse(valid)).toEqual({
      keyword: 'rust',
      platforms: ['reddit'],
      isActive: true,
      settings: { caseSensitive: false, wholeWord: true, excludePatterns: [] },
    });
  });

  it('fills missing fields of a partial settings object', () => {
    const r = trackedKeywordInputSchema.parse({ ...valid, settings: { caseSensitive: true } });
    expect(r.settings).toEqual({ caseSensitive: true, wholeWord: true, excludePatterns: [] });
  });

  it('keeps explicit values', () => {
    const settings = { caseSensitive: true, wholeWord: false, excludePatterns: ['rust belt'] };
    const r = trackedKeywordInputSchema.parse({ ...valid, settings, isActive: false });
    expect(r.settings).toEqual(settings);
    expect(r.isActive).toBe(false);
  });

  it('trims exclude patterns and refuses blank ones', () => {
    const ok = trackedKeywordInputSchema.parse({
      ...valid,
      settings: { excludePatterns: [' c++ '] },
    });
    expect(ok.settings.excludePatterns).toEqual(['c++']);
    expect(messages({ ...valid, settings: { excludePatterns: ['  '] } })).toEqual([
      KEYWORD_MESSAGES.excludeBlank,
    ]);
  });

  it('limits each exclude pattern to 100 characters', () => {
    expect(messages({ ...valid, settings: { excludePatterns: ['x'.repeat(100)] } })).toEqual([]);
    expect(messages({ ...valid, settings: { excludePatterns: ['x'.repeat(101)] } })).toEqual([
      KEYWORD_MESSAGES.excludeTooLong,
    ]);
  });

  it('allows at most 20 exclude patterns', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
    expect(messages({ ...valid, settings: { excludePatterns: list(20) } })).toEqual([]);
    expect(messages({ ...valid, settings: { excludePatterns: list(21) } })).toEqual([
      KEYWORD_MESSAGES.excludeTooMany,
    ]);
  });

  it('refuses non-boolean flags', () => {
    expect(messages({ ...valid, settings: { wholeWord: 'yes' } })).toHaveLength(1);
    expect(messages({ ...valid, isActive: 1 })).toHaveLength(1);
  });
});

describe('patch and toggle', () => {
  it('accepts any subset with the same rules and refuses unknown fields', () => {
    expect(trackedKeywordPatchSchema.safeParse({ isActive: false }).success).toBe(true);
    expect(trackedKeywordPatchSchema.safeParse({ keyword: 'a' }).success).toBe(false);
    expect(trackedKeywordPatchSchema.safeParse({ platforms: [] }).success).toBe(false);
    expect(trackedKeywordPatchSchema.safeParse({ userId: 'x' }).success).toBe(false);
  });

  it('toggle needs a boolean isActive', () => {
    expect(keywordToggleSchema.safeParse({ isActive: true }).success).toBe(true);
    expect(keywordToggleSchema.safeParse({}).success).toBe(false);
  });
});

describe('response shapes', () => {
  it('tracked keyword', () => {
    const kw = {
      _id: 'k1',
      keyword: 'rust',
      platforms: ['reddit'],
      isActive: true,
      settings: { caseSensitive: false, wholeWord: true, excludePatterns: [] },
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(trackedKeywordSchema.parse(kw)).toEqual(kw);
    expect(trackedKeywordSchema.safeParse({ ...kw, settings: {} }).success).toBe(false);
  });

  it('keyword alert', () => {
    const alert = {
      id: 'a1',
      platform: 'telegram',
      keyword: 'rust',
      detectedAt: '2025-01-01T00:00:00.000Z',
      isRead: false,
      matchContext: { before: 'I love ', matched: 'Rust', after: ' a lot' },
      contentSnippet: 'I love Rust a lot',
      source: { type: 'message', name: 'Rustaceans', url: 'https://t.me/rust/1' },
      engagement: { views: 10, likes: 2, comments: 0 },
    };
    expect(keywordAlertSchema.parse(alert)).toEqual(alert);
    expect(
      keywordAlertSchema.safeParse({ ...alert, source: { ...alert.source, type: 'x' } }).success,
    ).toBe(false);
    expect(keywordAlertSchema.safeParse({ ...alert, matchContext: { matched: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('alerts query and read body', () => {
  it('reads unread only from the words true and false, and bounds limit', () => {
    expect(keywordAlertsQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(keywordAlertsQuerySchema.parse({ unread: 'true', limit: '5' })).toEqual({
      unread: true,
      limit: 5,
    });
    expect(keywordAlertsQuerySchema.parse({ unread: 'false' }).unread).toBe(false);
    for (const bad of [{ unread: 'yes' }, { unread: '1' }, { limit: '0' }, { limit: '201' }]) {
      expect(keywordAlertsQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('marks read by default; isRead false marks unread', () => {
    expect(alertReadSchema.parse({})).toEqual({ isRead: true });
    expect(alertReadSchema.parse({ isRead: false })).toEqual({ isRead: false });
    expect(alertReadSchema.safeParse({ isRead: 'no' }).success).toBe(false);
  });
});

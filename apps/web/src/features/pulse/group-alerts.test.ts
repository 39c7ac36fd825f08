import type { KeywordAlert } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { groupAlerts } from '@/features/pulse/group-alerts';

let n = 0;
function alert(over: Partial<KeywordAlert> & { url: string; snippet: string }): KeywordAlert {
  n += 1;
  const { url, snippet, ...rest } = over;
  return {
    id: `a${n}`,
    platform: 'reddit',
    keyword: 'rust',
    detectedAt: new Date(Date.UTC(2026, 10, 25, 9, n)).toISOString(),
    isRead: false,
    matchContext: { before: '', matched: 'rust', after: '' },
    contentSnippet: snippet,
    source: { type: 'post', name: 'r/rust', url },
    engagement: {},
    ...rest,
  };
}

describe('groupAlerts', () => {
  it('puts alerts about one item or one headline together, with a count and their keywords', () => {
    const headline = 'Rust 2.0 released with a new borrow checker';
    const alerts = [
      alert({ url: 'https://reddit.com/r/rust/1', snippet: headline }),
      alert({ url: 'https://reddit.com/r/rust/1', snippet: headline, keyword: 'borrow checker' }),
      alert({ url: 'https://reddit.com/r/programming/9', snippet: `${headline}!`, isRead: true }),
      alert({ url: 'https://reddit.com/r/golang/2', snippet: 'Go 1.30 ships generics tweaks' }),
    ];
    const groups = groupAlerts(alerts);
    expect(groups).toHaveLength(2);
    const rust = groups.find((g) => g.alerts.length === 3);
    expect(rust?.keywords.sort()).toEqual(['borrow checker', 'rust']);
    expect(rust?.unread).toBe(2);
    // Newest first, the newest alert leads its story.
    expect(groups[0]?.lead.id).toBe('a4');
    expect(rust?.lead.id).toBe('a3');
  });

  it('keeps unrelated alerts apart', () => {
    const groups = groupAlerts([
      alert({ url: 'https://x.com/1', snippet: 'first story about rust tooling' }),
      alert({ url: 'https://x.com/2', snippet: 'second story about rust in the kernel' }),
    ]);
    expect(groups.map((g) => g.alerts.length)).toEqual([1, 1]);
  });
});

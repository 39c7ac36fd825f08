/**
 * `npm run eval -- digest --feeds DIR`: the quality measures (summarizer/quality) of today's
 * digest over every feed in DIR's *.jsonl files (summarizer/quality/feed-folder.ts), one row per
 * feed and a total. `--details` lists every defect under the table.
 */
import { buildDigest } from '@/summarizer/digest/digest';
import type { DigestFeed } from '@/summarizer/digest/types';
import { loadFeeds } from '@/summarizer/quality/feed-folder';
import { defectCount, measureDigest, type DigestQuality } from '@/summarizer/quality/measure';

const COLUMNS = `${'feed'.padEnd(28)} items replies  filler repeats period counts themes(wrong/checked/unchecked) top-5 linked  defects`;

function row(name: string, items: number, replies: number, q: DigestQuality[]): string {
  const sum = (f: (x: DigestQuality) => number) => q.reduce((s, x) => s + f(x), 0);
  const themes = `${sum((x) => x.themes.wrong.length)}/${sum((x) => x.themes.checked)}/${sum((x) => x.themes.unchecked)}`;
  return [
    name.slice(0, 28).padEnd(28),
    String(items).padStart(5),
    String(replies).padStart(7),
    String(sum((x) => x.filler.length)).padStart(7),
    String(sum((x) => x.repeats.length)).padStart(7),
    String(sum((x) => x.period.length)).padStart(6),
    String(sum((x) => x.counts.length)).padStart(6),
    themes.padStart(31),
    `${sum((x) => x.top.linked)}/${sum((x) => x.top.of)}`.padStart(13),
    String(sum(defectCount)).padStart(8),
  ].join(' ');
}

function details(feed: DigestFeed, q: DigestQuality): string[] {
  const cut = (s: string) => (s.length > 110 ? `${s.slice(0, 107)}…` : s);
  return [
    ...q.filler.map((l) => `  ${feed.id} filler: ${cut(l)}`),
    ...q.repeats.map((r) => `  ${feed.id} repeat "${r.repeated}": ${cut(r.line)}`),
    ...q.period.map(
      (p) => `  ${feed.id} period "${p.phrase}" (${feed.period.start} – ${feed.period.end})`,
    ),
    ...q.counts.map((c) => `  ${feed.id} count "${c.stated}" is ${c.reason}: ${cut(c.line)}`),
    ...q.themes.wrong.map(
      (w) => `  ${feed.id} theme "${w.theme}" says "${w.stated}", grouped ${w.truth}`,
    ),
    ...q.top.missing.map((id) => `  ${feed.id} top item ${id} is not linked`),
  ];
}

export function realFeedsReport(dir: string, withDetails: boolean): string {
  const { feeds, skipped } = loadFeeds(dir);
  const measured = feeds.map((feed) => ({ feed, q: measureDigest(feed, withThemes(feed)) }));
  const replies = (f: DigestFeed) => f.items.reduce((s, i) => s + i.replies.length, 0);
  const lines = [
    `digest measures over ${feeds.length} feeds in ${dir} (target: 0 defects, top-5 all linked)`,
    COLUMNS,
    ...measured.map(({ feed, q }) => row(feed.id, feed.items.length, replies(feed), [q])),
    row(
      'all',
      feeds.reduce((s, f) => s + f.items.length, 0),
      feeds.reduce((s, f) => s + replies(f), 0),
      measured.map((m) => m.q),
    ),
  ];
  if (measured.some(({ q }) => !q.themes.exposed))
    lines.push(
      'themes: the digest result exposes no themes, so stated theme counts are unchecked, not right.',
    );
  if (skipped.length > 0) lines.push('skipped lines:', ...skipped.map((s) => `  ${s}`));
  if (withDetails) lines.push('defects:', ...measured.flatMap(({ feed, q }) => details(feed, q)));
  return lines.join('\n');
}

/** The digest with the themes it grouped, so its stated theme counts are checked, not guessed. */
function withThemes(feed: DigestFeed) {
  const { result, themes } = buildDigest(feed);
  return {
    ...result,
    themes: themes.map((t) => ({
      label: t.label,
      itemIds: t.items.map((i) => i.id),
      replyCount: t.replies.length,
    })),
  };
}

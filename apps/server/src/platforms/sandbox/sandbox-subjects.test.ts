import { describe, expect, it } from 'vitest';
import { SUBREDDITS, timelineOf as redditTimeline } from '@/platforms/reddit/sandbox/catalog';
import { detail, skeleton } from '@/platforms/reddit/sandbox/posts';
import { SUBJECTS } from '@/platforms/sandbox/corpus/registry';
import { replyText, type Subject, type SubjectId } from '@/platforms/sandbox/corpus/subject';
import { DAY_MS, takeSlots, type TimelineSpec } from '@/platforms/sandbox/timeline';
import { DIALOGS, timelineOf as telegramTimeline } from '@/platforms/telegram/sandbox/dialogs';
import { message } from '@/platforms/telegram/sandbox/messages';
import { X_ACCOUNTS, timelineOf as xTimeline } from '@/platforms/twitter/sandbox/catalog';
import { tweet } from '@/platforms/twitter/sandbox/tweets';
import { CHANNELS, timelineOf as youtubeTimeline } from '@/platforms/youtube/sandbox/catalog';
import { transcriptOf, video } from '@/platforms/youtube/sandbox/videos';

/** Every source keeps to its subject, and the subjects' stories unfold day by day. */
const NOW = Date.parse('2026-11-18T09:10:00Z');
const week = { before: NOW + 1, after: NOW - 7 * DAY_MS };
const slots = (spec: TimelineSpec, window = week) => takeSlots(spec, window, 2000);

/** Every string a subject can put into an item's title or text, replies without their thread mark. */
function writtenBy(subject: Subject): Set<string> {
  const out = new Set<string>();
  const add = (s: string | undefined) => s && out.add(replyText(s).replace(/^↳ /, ''));
  for (const story of subject.storylines)
    for (const beat of story.beats) {
      add(beat.title);
      add(beat.body);
      beat.replies.forEach(add);
    }
  for (const piece of subject.posts) {
    add(piece.title);
    add(piece.body);
    piece.replies?.forEach(add);
  }
  subject.replies.forEach(add);
  subject.mediaReplies?.forEach(add);
  subject.chat?.forEach(add);
  for (const v of subject.videos) add(v.title);
  for (const s of subject.shorts) add(s.title);
  return out;
}
const WRITTEN = new Map(
  Object.values(SUBJECTS).map((subject) => [subject.id, writtenBy(subject)] as const),
);
const writtenIn = (id: SubjectId, text: string) => WRITTEN.get(id)?.has(text) ?? false;

/** Items of a week per source: [subject, source name, title or first line, full text]. */
function weekOfEverySource(): { subject: SubjectId; source: string; head: string; text: string }[] {
  const out: { subject: SubjectId; source: string; head: string; text: string }[] = [];
  for (const def of SUBREDDITS)
    for (const slot of slots(redditTimeline(def, NOW))) {
      const post = detail(skeleton(def, slot, NOW));
      out.push({
        subject: def.subject,
        source: `r/${def.name}`,
        head: post.title,
        text: post.selftext,
      });
    }
  DIALOGS.forEach((def, i) => {
    for (const slot of slots(telegramTimeline(i, NOW))) {
      const text = message(i, slot, NOW).text;
      if (text)
        out.push({
          subject: def.subject,
          source: def.title,
          head: text.split('\n\n')[0] ?? '',
          text,
        });
    }
  });
  X_ACCOUNTS.forEach((def, i) => {
    for (const slot of slots(xTimeline(i))) {
      const text = tweet(i, slot, NOW).text.replace(/( #\w+)+$/u, '');
      out.push({
        subject: def.subject,
        source: `@${def.username}`,
        head: text.replace(/\. [^.]*\.?$/u, ''),
        text,
      });
    }
  });
  CHANNELS.forEach((def, i) => {
    for (const slot of slots(youtubeTimeline(i))) {
      const v = video(i, slot, NOW);
      out.push({
        subject: def.subject,
        source: def.title,
        head: v.title.replace(/ #shorts$/u, ''),
        text: v.title,
      });
    }
  });
  return out;
}
const ITEMS = weekOfEverySource();

describe('every sandbox source keeps to its subject', () => {
  it("r/space only shows space posts, and every Reddit title comes from its subreddit's subject", () => {
    const space = ITEMS.filter((i) => i.source === 'r/space');
    expect(space.length).toBeGreaterThan(20);
    for (const item of ITEMS.filter((i) => i.source.startsWith('r/')))
      expect(writtenIn(item.subject, item.head), `${item.source}: ${item.head}`).toBe(true);
  });

  it('Telegram, X and YouTube items open with words written for their subject', () => {
    for (const item of ITEMS.filter((i) => !i.source.startsWith('r/'))) {
      const head = item.head.replace(/^(.*?)\n.*$/su, '$1');
      const known =
        writtenIn(item.subject, head) ||
        [...(WRITTEN.get(item.subject) ?? [])].some((w) => w.length > 8 && item.text.startsWith(w));
      expect(known, `${item.source}: ${item.text.slice(0, 80)}`).toBe(true);
    }
  });

  it('no hand-written line belongs to two subjects, and no item text shows up under two subjects', () => {
    const owner = new Map<string, SubjectId>();
    for (const [id, lines] of WRITTEN)
      for (const line of lines) {
        expect(owner.get(line) ?? id, `"${line}" is in ${owner.get(line)} and ${id}`).toBe(id);
        owner.set(line, id);
      }
    const seen = new Map<string, SubjectId>();
    for (const item of ITEMS) {
      const text = `${item.head}\n${item.text}`;
      expect(seen.get(text) ?? item.subject, `${item.source}: ${text}`).toBe(item.subject);
      seen.set(text, item.subject);
    }
  });

  it('the German running club talks German', () => {
    const berlin = ITEMS.filter((i) => i.source === 'Running Club Berlin');
    expect(berlin.length).toBeGreaterThan(10);
    expect(SUBJECTS[berlin[0]!.subject].language).toBe('de');
  });
});

describe('storylines unfold over consecutive days', () => {
  it("a storyline's beats appear in r/space in order, one a day", () => {
    const window = { before: NOW + 1, after: NOW - 16 * DAY_MS };
    const def = SUBREDDITS.find((s) => s.name === 'space')!;
    const posts = slots(redditTimeline(def, NOW), window).map((s) => detail(skeleton(def, s, NOW)));
    let complete = 0;
    for (const story of SUBJECTS.space.storylines) {
      const seen = story.beats
        .map((beat, index) => ({ index, post: posts.find((p) => p.title === beat.title) }))
        .filter((x) => x.post !== undefined);
      const days = seen.map((x) => Math.floor(x.post!.createdMs / DAY_MS));
      for (let k = 1; k < seen.length; k++) {
        expect(days[k]! - days[k - 1]!).toBe(seen[k]!.index - seen[k - 1]!.index);
      }
      if (seen.length === story.beats.length) complete++;
    }
    expect(complete).toBeGreaterThan(0);
  });

  it('a beat is told on the same day in r/space and on the space Telegram channel', () => {
    const orbit = ITEMS.filter((i) => i.source === 'Orbit News').map((i) => i.head);
    const reddit = new Set(ITEMS.filter((i) => i.source === 'r/space').map((i) => i.head));
    const beats = SUBJECTS.space.storylines.flatMap((s) => s.beats.map((b) => b.title));
    expect(orbit.some((title) => beats.includes(title) && reddit.has(title))).toBe(true);
  });
});

describe('believable numbers and videos', () => {
  it('Reddit: fewer comments than upvotes, and a long tail of scores', () => {
    const scores: number[] = [];
    for (const def of SUBREDDITS.filter((s) => s.type === 'public'))
      for (const slot of slots(redditTimeline(def, NOW))) {
        const post = skeleton(def, slot, NOW);
        expect(post.numComments).toBeLessThanOrEqual(post.score);
        scores.push(post.score);
      }
    scores.sort((a, b) => a - b);
    expect(scores[scores.length - 1]!).toBeGreaterThan(10 * scores[Math.floor(scores.length / 2)]!);
  });

  it('YouTube, X and Telegram channels: views ≥ likes ≥ comments', () => {
    CHANNELS.forEach((_, i) => {
      for (const slot of slots(youtubeTimeline(i))) {
        const v = video(i, slot, NOW);
        if (v.likes !== undefined) expect(v.views).toBeGreaterThanOrEqual(v.likes);
        if (v.comments !== undefined) expect(v.likes ?? v.views).toBeGreaterThanOrEqual(v.comments);
      }
    });
    X_ACCOUNTS.forEach((_, i) => {
      for (const slot of slots(xTimeline(i))) {
        const m = tweet(i, slot, NOW).metrics;
        expect(m.impression_count).toBeGreaterThanOrEqual(m.like_count);
        expect(m.like_count).toBeGreaterThanOrEqual(m.reply_count);
      }
    });
    DIALOGS.forEach((def, i) => {
      if (def.kind !== 'channel') return;
      for (const slot of slots(telegramTimeline(i, NOW))) {
        const m = message(i, slot, NOW);
        const reacted = m.reactions.reduce((sum, r) => sum + r.count, 0);
        expect(m.views ?? 0).toBeGreaterThanOrEqual(reacted);
        expect(reacted).toBeGreaterThanOrEqual(m.replies ?? 0);
      }
    });
  });

  it('every video has a transcript on its subject; chapters in descriptions match the cues', () => {
    let withChapters = 0;
    CHANNELS.forEach((def, i) => {
      const month = slots(youtubeTimeline(i), { before: NOW + 1, after: NOW - 30 * DAY_MS });
      expect(
        slots(youtubeTimeline(i), { before: NOW + 1, after: NOW - DAY_MS }).length,
      ).toBeGreaterThan(0);
      for (const slot of month) {
        const v = video(i, slot, NOW);
        const cues = transcriptOf(v);
        expect(cues[0]?.text).toBe(`Hey everyone, welcome back to ${def.title}.`);
        const spoken = new Set(
          SUBJECTS[def.subject].videos.flatMap((p) => p.chapters.flatMap((c) => c.lines)),
        );
        if (!v.title.endsWith('#shorts')) {
          // News recaps of a storyline beat are short; planned videos run to a few dozen cues.
          expect(cues.length).toBeGreaterThanOrEqual(8);
          expect(
            cues.slice(1).some((c) => spoken.has(c.text) || writtenIn(def.subject, c.text)),
          ).toBe(true);
        }
        const stamps = [...v.description.matchAll(/^(\d+):(\d\d) /gmu)].map(
          (m) => Number(m[1]) * 60 + Number(m[2]),
        );
        if (stamps.length > 0) withChapters++;
        for (const stamp of stamps)
          expect(
            cues.some((c) => Math.floor(c.start) === stamp),
            `${v.title} @${stamp}`,
          ).toBe(true);
      }
    });
    expect(withChapters).toBeGreaterThan(10);
  });
});

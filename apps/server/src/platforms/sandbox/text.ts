import { chatLines, chatVocab } from '@/platforms/sandbox/corpus/chat';
import { capitalise, fill, type ThemeId } from '@/platforms/sandbox/corpus/theme';
import { THEMES } from '@/platforms/sandbox/corpus/themes';
import { trendingAt, type TrendingStory } from '@/platforms/sandbox/corpus/trending';
import type { Rng } from '@/platforms/sandbox/prng';

export interface Composed {
  title: string;
  body: string;
  hashtags: string[];
  /** Set when the item is about a cross-platform trending story. */
  trend?: string;
}

export interface ComposeOptions {
  /** `question` reads like a discussion thread, `headline` like news or a link. */
  kind: 'headline' | 'question';
  paragraphs: number;
  sentencesPerParagraph: [number, number];
}

/** Trending stories of the theme show up often; any trending story occasionally anywhere. */
function pickTrend(rng: Rng, themeId: ThemeId, at: number): TrendingStory | undefined {
  const active = trendingAt(at);
  const own = active.filter((story) => story.theme === themeId);
  if (own.length > 0 && rng.chance(0.3)) return rng.pick(own);
  if (rng.chance(0.04)) return rng.pick(active);
  return undefined;
}

function sentences(
  rng: Rng,
  themeId: ThemeId,
  count: number,
  at: number,
  trend?: TrendingStory,
): string[] {
  const theme = THEMES[themeId];
  const out = rng.sample(theme.sentences, count).map((s) => fill(s, rng, theme.vocab, at));
  if (trend) out.splice(0, 0, rng.pick(trend.sentences));
  return out;
}

export function composePost(
  rng: Rng,
  themeId: ThemeId,
  at: number,
  options: ComposeOptions,
): Composed {
  const theme = THEMES[themeId];
  const trend = pickTrend(rng, themeId, at);
  const title = trend
    ? rng.pick(trend.headlines)
    : fill(
        rng.pick(options.kind === 'question' ? theme.questions : theme.headlines),
        rng,
        theme.vocab,
        at,
      );
  const paragraphs: string[] = [];
  for (let p = 0; p < options.paragraphs; p++) {
    const [min, max] = options.sentencesPerParagraph;
    paragraphs.push(
      sentences(rng, themeId, rng.int(min, max), at, p === 0 ? trend : undefined).join(' '),
    );
  }
  const hashtags = rng.sample(theme.hashtags, rng.int(0, 2));
  if (trend) hashtags.unshift(trend.hashtag);
  return {
    title: capitalise(title),
    body: paragraphs.join('\n\n'),
    hashtags,
    ...(trend ? { trend: trend.id } : {}),
  };
}

export function composeComment(rng: Rng, themeId: ThemeId): string {
  const theme = THEMES[themeId];
  const opinion = fill(rng.pick(theme.opinions), rng, theme.vocab);
  if (rng.chance(0.6)) return opinion;
  return `${opinion} ${fill(rng.pick(theme.sentences), rng, theme.vocab)}`;
}

/** A tweet: a headline or an opinion, sometimes a sentence more, hashtags; always within 280 chars. */
export function composeTweet(rng: Rng, themeId: ThemeId, at: number): Composed {
  const post = composePost(rng, themeId, at, {
    kind: rng.chance(0.3) ? 'question' : 'headline',
    paragraphs: 1,
    sentencesPerParagraph: [0, 1],
  });
  const theme = THEMES[themeId];
  const lead = rng.chance(0.35) ? fill(rng.pick(theme.opinions), rng, theme.vocab) : post.title;
  let text = post.body && rng.chance(0.6) ? `${lead} ${post.body}` : lead;
  if (post.hashtags.length > 0) text = `${text} ${post.hashtags.join(' ')}`;
  return { ...post, body: text.slice(0, 280) };
}

export function composeChatLine(rng: Rng): string {
  return fill(rng.pick(chatLines), rng, chatVocab);
}

/** A YouTube description: summary paragraph, chapters and the usual links footer. */
export function composeVideoDescription(
  rng: Rng,
  themeId: ThemeId,
  body: string,
  durationSeconds: number,
): string {
  const parts = [body];
  if (durationSeconds > 240) {
    const chapters = [
      'Intro',
      'Background',
      'The main part',
      'What went wrong',
      'Results',
      'Q&A',
      'Wrap-up',
    ];
    const count = Math.min(chapters.length, 3 + Math.floor(durationSeconds / 600));
    const step = Math.floor(durationSeconds / count);
    parts.push(
      chapters
        .slice(0, count)
        .map((name, i) => `${formatClock(i * step)} ${name}`)
        .join('\n'),
    );
  }
  parts.push(
    `${THEMES[themeId].hashtags.slice(0, 3).join(' ')}\n\nSubscribe for more videos every week.`,
  );
  return parts.join('\n\n');
}

function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

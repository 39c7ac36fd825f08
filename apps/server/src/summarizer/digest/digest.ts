/**
 * The offline digest: what happened in a source over a period, told by its themes, every claim
 * linked to its item. The app (features/summaries) and `npm run summarize` both end here.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import { composeChat } from '@/summarizer/digest/chat';
import type { Writer } from '@/summarizer/digest/format';
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import { languageNotice } from '@/summarizer/digest/language';
import { spanWords } from '@/summarizer/digest/period';
import { composePosts } from '@/summarizer/digest/posts';
import type { Theme } from '@/summarizer/digest/themes';
import { selectSentences } from '@/summarizer/digest/selection';
import { cleanLine, cleanText, shortenTitle } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem, DigestResult } from '@/summarizer/digest/types';
import { composeVideo, isSingleVideo } from '@/summarizer/digest/video';
import { autoBudget } from '@/summarizer/engine/extract';
import { DEFAULT_TUNING } from '@/summarizer/engine/tuning';
import { detectMode } from '@/summarizer/engine/units';
import { countWords } from '@/summarizer/text/normalize';
import type { Extraction, Tone } from '@/summarizer/types';

/** A video's title as the digest's heading: its main phrase, not a sentence. */
const VIDEO_HEADING_WORDS = 10;

/** Tones differ in how much they quote: professional is compact, creative tells more. */
const TONE_DETAIL: Readonly<Record<Tone, number>> = {
  professional: 0.8,
  engaging: 1,
  creative: 1.3,
};

function hasContent(item: DigestItem): boolean {
  return cleanText(item.text) !== '' || (item.title !== undefined && cleanLine(item.title) !== '');
}

/** A group chat: short messages from several people (a channel's posts share one author). */
export function isChat(feed: DigestFeed): boolean {
  if (feed.platform !== 'telegram') return false;
  const authors = new Set(feed.items.map((i) => cleanLine(i.author)).filter((a) => a !== ''));
  if (authors.size < 2) return false;
  const prepared = feed.items.map((item, index) => ({
    index,
    text: cleanText(item.text),
    author: item.author,
  }));
  return detectMode(prepared) === 'conversation';
}

const HEADLINE_WORDS = 15;

/**
 * Channel posts and video descriptions often open with a headline line of their own: taken as the
 * item's title, it names the item instead of being quoted as its first sentence.
 */
export function withHeadlines(
  items: readonly DigestItem[],
  platform: DigestFeed['platform'],
): DigestItem[] {
  // A post on X or Reddit breaks lines for rhythm ("open Twitter / close Twitter"), not to title it.
  if (platform !== 'telegram' && platform !== 'youtube') return [...items];
  return items.map((item) => {
    if (item.title !== undefined && cleanLine(item.title) !== '') return item;
    const [first, ...rest] = cleanText(item.text).split('\n');
    if (first === undefined || rest.length === 0) return item;
    const words = first.split(/\s+/u).length;
    if (words > HEADLINE_WORDS || /[.…:;,]$/u.test(first)) return item;
    return { ...item, title: first, text: rest.join('\n') };
  });
}

export interface DigestOutput {
  result: DigestResult;
  /** The themes a feed of posts was grouped into (empty for chats and single videos). */
  themes: Theme[];
  /** The engine's selection behind the digest; null when there was nothing to summarise. */
  extraction: Extraction | null;
}

/** The digest and the engine's selection behind it (the pipeline stores the latter's stats). */
export function buildDigest(feed: DigestFeed, words?: number): DigestOutput {
  const pack = DIGEST_PACKS[feed.language];
  const title = cleanLine(feed.source.title) || feed.source.id;
  const items = feed.items.length;
  if (!feed.items.some(hasContent) && (feed.transcript ?? []).length === 0) {
    return {
      result: {
        status: 'no_content',
        title,
        markdown: `## ${pack.noContentTitle}\n\n${pack.noContent}\n`,
        stats: { items },
      },
      extraction: null,
      themes: [],
    };
  }
  const voice = pack.voices[feed.tone];
  const w: Writer = { pack, language: feed.language, platform: feed.platform };
  const span = spanWords(pack, feed.language, feed.period);
  const chat = isChat(feed);
  if (!chat) feed = { ...feed, items: withHeadlines(feed.items, feed.platform) };
  const content = feed.items.filter(hasContent);
  const inputWords = content.reduce((sum, item) => sum + countWords(cleanText(item.text)), 0);
  const selection = selectSentences(
    feed.platform,
    content,
    chat ? 'conversation' : 'documents',
    words ??
      Math.round(
        autoBudget(inputWords, DEFAULT_TUNING, chat ? 'conversation' : 'documents') *
          TONE_DETAIL[feed.tone],
      ),
  );
  const video = isSingleVideo(feed);
  let heading: string;
  let body: string[];
  let themes: Theme[] = [];
  if (video) {
    // A video's title is its heading, shortened: it names what the digest is about.
    heading = escapeMarkdown(shortenTitle(title, VIDEO_HEADING_WORDS));
    body = composeVideo(w, voice, feed);
  } else if (chat) {
    heading = escapeMarkdown(title);
    body = composeChat(w, voice, feed, selection, span);
  } else {
    const posts = composePosts(
      w,
      voice,
      feed,
      feed.platform === 'youtube' ? 'video' : 'post',
      span,
    );
    heading = posts.headline;
    body = posts.lines;
    themes = posts.themes;
  }
  const notice = languageNotice(pack, feed.language, feed.items);
  const lines = [`## ${heading}`, '', ...(notice !== null ? [`*${notice}*`, ''] : []), ...body];
  return {
    result: {
      status: 'completed',
      title,
      markdown: `${lines
        .join('\n')
        .replace(/\n{3,}/gu, '\n\n')
        .trim()}\n`,
      stats: { items },
    },
    extraction: selection.extraction,
    themes,
  };
}

export function digest(feed: DigestFeed, words?: number): DigestResult {
  return buildDigest(feed, words).result;
}

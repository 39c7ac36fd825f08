/**
 * Whole feeds as `npm run summarize` reads them, one JSON object per line (README, "Digests of
 * whole feeds"). Lines are checked field by field so a bad line names what is wrong with it.
 */
import { SUMMARY_LANGUAGES, TONES } from '@socialpulse/contract';
import { DatasetLineError } from '@/summarizer/dataset';
import {
  DIGEST_PLATFORMS,
  type DigestEngagement,
  type DigestFeed,
  type DigestItem,
  type DigestReply,
  type TranscriptCue,
} from '@/summarizer/digest/types';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A feed line carries a platform and items; an evaluation line carries messages or a document. */
export function isFeedLine(value: unknown): boolean {
  return isRecord(value) && 'platform' in value && 'items' in value;
}

/** Optional fields may be absent or null: platform APIs send null for a removed body or author. */
function text(value: unknown, field: string, line: number, fallback?: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  throw new DatasetLineError(line, `"${field}" must be a string`);
}

function count(value: unknown, field: string, line: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  throw new DatasetLineError(line, `"${field}" must be a non-negative number`);
}

/** A score is votes up minus votes down: a downvoted Reddit post or comment goes below zero. */
function score(value: unknown, field: string, line: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new DatasetLineError(line, `"${field}" must be a number`);
}

/**
 * A gallery's or an album's captions are what its pictures say in words: they join the item's text
 * so a post made only of captioned images still has something to quote.
 */
function withCaptions(body: string, value: unknown, at: string, line: number): string {
  if (value === undefined || value === null) return body;
  if (!Array.isArray(value)) throw new DatasetLineError(line, `"${at}" must be an array`);
  const captions = value.map((m: unknown, k) => {
    if (!isRecord(m)) throw new DatasetLineError(line, `"${at}[${k}]" must be an object`);
    return text(m.caption, `${at}[${k}].caption`, line, '').trim();
  });
  return [body, ...captions].filter((t) => t !== '').join('\n');
}

function engagement(value: unknown, at: string, line: number): DigestEngagement {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new DatasetLineError(line, `"${at}" must be an object`);
  const out: DigestEngagement = {};
  const s = score(value.score, `${at}.score`, line);
  if (s !== undefined) out.score = s;
  for (const key of ['likes', 'comments', 'views', 'shares'] as const) {
    const n = count(value[key], `${at}.${key}`, line);
    if (n !== undefined) out[key] = n;
  }
  return out;
}

function replies(value: unknown, at: string, line: number): DigestReply[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new DatasetLineError(line, `"${at}" must be an array`);
  return value.map((r: unknown, k) => {
    if (!isRecord(r)) throw new DatasetLineError(line, `"${at}[${k}]" must be an object`);
    const votes = score(r.score, `${at}[${k}].score`, line);
    return {
      author: text(r.author, `${at}[${k}].author`, line, ''),
      text: text(r.text, `${at}[${k}].text`, line, ''),
      ...(votes !== undefined ? { score: votes } : {}),
      ...(typeof r.id === 'string' ? { id: r.id } : {}),
      ...(typeof r.parentId === 'string' ? { parentId: r.parentId } : {}),
    };
  });
}

function item(value: unknown, k: number, line: number): DigestItem {
  const at = `items[${k}]`;
  if (!isRecord(value)) throw new DatasetLineError(line, `"${at}" must be an object`);
  return {
    id: text(value.id, `${at}.id`, line),
    url: text(value.url, `${at}.url`, line, ''),
    author: text(value.author, `${at}.author`, line, ''),
    ...(value.title !== undefined && value.title !== null
      ? { title: text(value.title, `${at}.title`, line) }
      : {}),
    text: withCaptions(text(value.text, `${at}.text`, line, ''), value.media, `${at}.media`, line),
    publishedAt: text(value.publishedAt, `${at}.publishedAt`, line, ''),
    engagement: engagement(value.engagement, `${at}.engagement`, line),
    replies: replies(value.replies, `${at}.replies`, line),
  };
}

function transcript(value: unknown, line: number): TranscriptCue[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new DatasetLineError(line, '"transcript" must be an array');
  return value.map((cue: unknown, k) => {
    if (!isRecord(cue) || typeof cue.start !== 'number' || !Number.isFinite(cue.start))
      throw new DatasetLineError(line, `"transcript[${k}]" needs "start" (seconds) and "text"`);
    return { start: cue.start, text: text(cue.text, `transcript[${k}].text`, line) };
  });
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  line: number,
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new DatasetLineError(line, `"${field}" must be one of ${allowed.join(', ')}`);
}

export function parseFeed(value: unknown, line: number): DigestFeed {
  if (!isRecord(value)) throw new DatasetLineError(line, 'expected a JSON object');
  const platform = oneOf(value.platform, DIGEST_PLATFORMS, 'platform', line, 'reddit');
  if (!isRecord(value.source))
    throw new DatasetLineError(line, '"source" must be an object {id, title}');
  if (!Array.isArray(value.items)) throw new DatasetLineError(line, '"items" must be an array');
  const period = isRecord(value.period) ? value.period : {};
  const sourceId = text(value.source.id, 'source.id', line);
  const cues = transcript(value.transcript, line);
  return {
    id: text(value.id, 'id', line),
    platform,
    source: { id: sourceId, title: text(value.source.title, 'source.title', line, '') },
    period: {
      start: text(period.start, 'period.start', line, ''),
      end: text(period.end, 'period.end', line, ''),
    },
    tone: oneOf(value.tone, TONES, 'tone', line, 'engaging'),
    language: oneOf(value.language, SUMMARY_LANGUAGES, 'language', line, 'en'),
    items: value.items.map((v: unknown, k) => item(v, k, line)),
    ...(cues !== undefined ? { transcript: cues } : {}),
  };
}

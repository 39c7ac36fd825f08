/**
 * A single YouTube video summarised from what is said in it: the transcript cut into timestamped
 * sections (the description's chapters when it has them, else even stretches of time), each
 * quoting the engine's chosen sentences with a link to that moment (&t=), then what viewers said.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import {
  counted,
  figures,
  fill,
  itemName,
  itemUrl,
  listOf,
  sentence,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import { ownSentences } from '@/summarizer/digest/quotes';
import { selectSentences } from '@/summarizer/digest/selection';
import { cleanLine, standaloneSentences } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem, TranscriptCue } from '@/summarizer/digest/types';
import type { Tone } from '@/summarizer/types';

export interface Chapter {
  start: number;
  title: string;
}

const SENTENCES: Readonly<Record<Tone, number>> = { professional: 1, engaging: 2, creative: 3 };
/** About one section per three minutes, between two and eight. */
const SECONDS_PER_SECTION = 180;
const REPLIES = 3;

export function isSingleVideo(feed: DigestFeed): boolean {
  return (
    feed.platform === 'youtube' && feed.items.length === 1 && (feed.transcript ?? []).length > 0
  );
}

/** "1:02:03" or "4:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Chapters as YouTube reads them from a description: lines starting with a timestamp, from 0:00. */
export function chaptersOf(description: string): Chapter[] {
  const chapters: Chapter[] = [];
  for (const line of description.split(/\r?\n/u)) {
    const match = /^\s*[([]?((?:\d{1,2}:)?\d{1,2}:\d{2})[)\]]?\s*[-–—:|]?\s*(.+)$/u.exec(line);
    if (!match) continue;
    const parts = match[1]!.split(':').map(Number);
    const start = parts.reduce((total, part) => total * 60 + part, 0);
    chapters.push({ start, title: cleanLine(match[2]!) });
  }
  const ordered = chapters.every((c, i) => i === 0 || c.start > chapters[i - 1]!.start);
  return chapters.length >= 2 && chapters[0]!.start === 0 && ordered ? chapters : [];
}

function evenSections(cues: readonly TranscriptCue[]): number[] {
  const end = cues.at(-1)?.start ?? 0;
  const n = Math.min(8, Math.max(2, Math.round(end / SECONDS_PER_SECTION)));
  return Array.from({ length: n }, (_, k) => (k * end) / n);
}

export function momentUrl(item: DigestItem, seconds: number): string {
  const base = itemUrl(item);
  if (base.startsWith('#')) return base;
  return `${base}${base.includes('?') ? '&' : '?'}t=${Math.floor(seconds)}s`;
}

/** Caption furniture that is not speech: "[Music]", "(applause)", the ">>" of a speaker change. */
const CAPTION_NOISE = /\[[^\]]{1,30}\]|\((?:music|applause|laughter|laughs)\)|>>|♪+/giu;
const END_MARK = /[.!?…]["'”»)]*$/u;
/** Auto-generated captions carry almost no punctuation: fewer end marks than this per word. */
const PUNCTUATED = 1 / 40;
const CHUNK_WORDS = 14;

function cueText(cue: TranscriptCue): string {
  return cleanLine(cue.text.replace(CAPTION_NOISE, ' ')).replace(/\s+/gu, ' ').trim();
}

/**
 * What is said in a stretch of cues, as sentences the engine can choose from. Captions typed by a
 * person have punctuation; auto-generated ones do not, so their cues are grouped into phrases of
 * about fourteen words, cut at cue boundaries, each closed and capitalised, words unchanged.
 */
export function spokenText(cues: readonly TranscriptCue[]): string {
  const texts = cues.map(cueText).filter((t) => t !== '');
  const joined = texts.join(' ');
  const words = joined.split(' ').filter((w) => w !== '').length;
  const marks = (joined.match(/[.!?…](?=\s|$)/gu) ?? []).length;
  if (words === 0 || marks >= words * PUNCTUATED) return joined;
  const phrases: string[] = [];
  let current: string[] = [];
  for (const text of texts) {
    current.push(text);
    if (current.join(' ').split(' ').length >= CHUNK_WORDS) {
      phrases.push(current.join(' '));
      current = [];
    }
  }
  if (current.length > 0) phrases.push(current.join(' '));
  return phrases
    .map((p) => p.charAt(0).toLocaleUpperCase() + p.slice(1))
    .map((p) => (END_MARK.test(p) ? p : `${p}.`))
    .join(' ');
}

interface Section {
  start: number;
  text: string;
  chapter?: string;
}

function sectionsOf(cues: readonly TranscriptCue[], chapters: readonly Chapter[]): Section[] {
  const starts = chapters.length > 0 ? chapters.map((c) => c.start) : evenSections(cues);
  return starts.map((start, k) => {
    const end = starts[k + 1] ?? Infinity;
    const text = spokenText(cues.filter((c) => c.start >= start && c.start < end));
    const chapter = chapters[k]?.title;
    return { start, text, ...(chapter !== undefined ? { chapter } : {}) };
  });
}

/** The video's length in whole minutes, from its last cue (a cue lasts a few seconds). */
function minutesOf(cues: readonly TranscriptCue[]): number {
  return Math.max(1, Math.round(((cues.at(-1)?.start ?? 0) + 5) / 60));
}

/** The first lines: the video with its numbers, then a sentence that says what it covers. */
function videoLead(
  w: Writer,
  voice: DigestVoice,
  video: DigestItem,
  chapters: readonly Chapter[],
  minutes: number,
): string[] {
  const author = `**${escapeMarkdown(cleanLine(video.author))}**`;
  const length = counted(w.language, minutes, w.pack.nouns.minute);
  const names = chapters.map((c) => escapeMarkdown(c.title));
  const lead =
    names.length >= 2
      ? sentence(
          voice.videoLead,
          {
            author,
            length,
            parts: counted(w.language, names.length, w.pack.nouns.part),
            chapters: listOf(names, w.language),
            first: names[0]!,
            last: names.at(-1)!,
          },
          w.language,
        )
      : sentence(voice.videoLeadPlain, { author, length }, w.language);
  return [
    [`[${itemName(w, video)}](${itemUrl(video)})`, ...figures(w, video)].join(' · '),
    '',
    lead,
  ];
}

export function composeVideo(w: Writer, voice: DigestVoice, feed: DigestFeed): string[] {
  const video = feed.items[0]!;
  const cues = [...(feed.transcript ?? [])].sort((a, b) => a.start - b.start);
  const chapters = chaptersOf(video.text);
  const sections = sectionsOf(cues, chapters);
  const asItems: DigestItem[] = sections.map((s, k) => ({
    id: `${video.id}@${k}`,
    url: video.url,
    author: video.author,
    text: s.text,
    publishedAt: video.publishedAt,
    engagement: {},
    replies: [],
  }));
  const spoken = selectSentences(feed.platform, asItems, 'documents');
  const lines = [
    ...videoLead(w, voice, video, chapters, minutesOf(cues)),
    '',
    `**${w.pack.labels.inTheVideo}**`,
    '',
  ];
  // Professional reads as a compact outline, one line a section; the other tones tell each part.
  const compact = feed.tone === 'professional';
  const bullets: string[] = [];
  sections.forEach((section, i) => {
    const chosen = (spoken.sentences.get(asItems[i]!.id) ?? []).slice(0, SENTENCES[feed.tone]);
    const quotes = chosen.length > 0 ? chosen : standaloneSentences(section.text).slice(0, 1);
    if (quotes.length === 0) return;
    const at = `[${clock(section.start)}](${momentUrl(video, section.start)})`;
    const said = escapeMarkdown(quotes.join(' '));
    // A stretch without a chapter has no name of its own: its quote is not repeated as one.
    if (section.chapter === undefined || section.chapter === '') {
      bullets.push(`- ${at} ${said}`);
      return;
    }
    const name = escapeMarkdown(section.chapter);
    if (compact || name === said) {
      bullets.push(`- ${at} **${name}**: ${said}`);
      return;
    }
    lines.push(
      `### ${clock(section.start)} · ${name}`,
      '',
      quotes.map((q) => `> ${escapeMarkdown(q)}`).join('\n>\n'),
      '',
      `[${fill(w.pack.labels.watchAt, { time: clock(section.start) })}](${momentUrl(video, section.start)})`,
      '',
    );
  });
  if (bullets.length > 0) lines.push(...bullets, '');
  const comments = [...video.replies]
    .filter((r) => cleanLine(r.text) !== '')
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
    .slice(0, REPLIES);
  if (comments.length > 0) {
    lines.push(`### ${w.pack.labels.viewers}`, '');
    lines.push(
      comments
        .map((c) => {
          const likes =
            (c.score ?? 0) > 0 ? ` (${counted(w.language, c.score!, w.pack.nouns.like)})` : '';
          const said = ownSentences(c.text, []).slice(0, 2).join(' ') || cleanLine(c.text);
          return `> [**${escapeMarkdown(cleanLine(c.author))}**](${itemUrl(video)})${likes}: ${escapeMarkdown(said)}`;
        })
        .join('\n>\n'),
      '',
    );
  }
  return lines;
}

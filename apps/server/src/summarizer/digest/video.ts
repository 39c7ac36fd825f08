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
  quoted,
  roman,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import { selectSentences } from '@/summarizer/digest/selection';
import { cleanLine, shortenTitle, standaloneSentences } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem, TranscriptCue } from '@/summarizer/digest/types';
import type { Tone } from '@/summarizer/types';

export interface Chapter {
  start: number;
  title: string;
}

const SENTENCES: Readonly<Record<Tone, number>> = { professional: 1, engaging: 2, creative: 2 };
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

export function composeVideo(w: Writer, voice: DigestVoice, feed: DigestFeed): string[] {
  const video = feed.items[0]!;
  const cues = [...(feed.transcript ?? [])].sort((a, b) => a.start - b.start);
  const chapters = chaptersOf(video.text);
  const starts = chapters.length > 0 ? chapters.map((c) => c.start) : evenSections(cues);
  const sections = starts.map((start, k) => {
    const end = starts[k + 1] ?? Infinity;
    const text = cues
      .filter((c) => c.start >= start && c.start < end)
      .map((c) => c.text)
      .join(' ');
    return { start, text, chapter: chapters[k]?.title };
  });
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
    [`[${itemName(w, video)}](${itemUrl(video)})`, ...figures(w, video)].join(' · '),
    '',
    `**${w.pack.labels.inTheVideo}**`,
    '',
  ];
  let k = 0;
  sections.forEach((section, i) => {
    const chosen = (spoken.sentences.get(asItems[i]!.id) ?? []).slice(0, SENTENCES[feed.tone]);
    const quotes = chosen.length > 0 ? chosen : standaloneSentences(section.text).slice(0, 1);
    if (quotes.length === 0) return;
    const name = section.chapter
      ? escapeMarkdown(section.chapter)
      : quoted(w, shortenTitle(quotes[0]!, 8));
    const title = `${clock(section.start)} · ${name}`;
    lines.push(
      `### ${fill(voice.storyHeading, { n: String(k + 1), roman: roman(k + 1), emoji: '▶️', title })}`,
      '',
      quotes.map((q) => `> ${escapeMarkdown(q)}`).join('\n>\n'),
      '',
      `[${fill(w.pack.labels.watchAt, { time: clock(section.start) })}](${momentUrl(video, section.start)})`,
      '',
    );
    k++;
  });
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
          const said = standaloneSentences(c.text).slice(0, 2).join(' ') || cleanLine(c.text);
          return `> [**${escapeMarkdown(cleanLine(c.author))}**](${itemUrl(video)})${likes}: ${escapeMarkdown(said)}`;
        })
        .join('\n>\n'),
      '',
    );
  }
  return lines;
}

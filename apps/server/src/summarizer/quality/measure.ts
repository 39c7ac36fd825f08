/**
 * All the quality measures of one digest against the feed it was written from. Each measure lists
 * the defects it found, so a report can both count them and show them.
 */
import type { DigestFeed } from '@/summarizer/digest/types';
import { countsAboveWhole, type CountDefect } from '@/summarizer/quality/counts-above-whole';
import { fillerLines } from '@/summarizer/quality/filler';
import { periodContradictions, type PeriodContradiction } from '@/summarizer/quality/period-words';
import { repeatsInParagraphs, type Repeat } from '@/summarizer/quality/repetition';
import {
  exposedThemes,
  themeCounts,
  type ThemeCountCheck,
} from '@/summarizer/quality/theme-counts';
import { topLinked, type TopLinks } from '@/summarizer/quality/top-linked';

export interface DigestQuality {
  filler: string[];
  repeats: Repeat[];
  period: PeriodContradiction[];
  counts: CountDefect[];
  themes: ThemeCountCheck & { exposed: boolean };
  top: TopLinks;
}

export function measureDigest(
  feed: DigestFeed,
  result: { markdown: string; themes?: unknown },
): DigestQuality {
  const { markdown } = result;
  const themes = exposedThemes(result);
  return {
    filler: fillerLines(markdown),
    repeats: repeatsInParagraphs(markdown),
    period: periodContradictions(markdown, feed.period),
    counts: countsAboveWhole(feed, markdown),
    themes: { ...themeCounts(feed, markdown, themes), exposed: themes !== undefined },
    top: topLinked(feed, markdown),
  };
}

/** Defects a reader would notice; unlinked top items count one each. */
export function defectCount(q: DigestQuality): number {
  return (
    q.filler.length +
    q.repeats.length +
    q.period.length +
    q.counts.length +
    q.themes.wrong.length +
    (q.top.of - q.top.linked)
  );
}

/**
 * The digest in the pipeline's SummaryResult shape, and the one rule for which offline writer
 * answers: the digest whenever the caller built a feed (the app always does), else the plain
 * composer (callers that only have items, such as the LLM tests' fallback comparison).
 */
import { buildDigest } from '@/summarizer/digest/digest';
import type { DigestFeed } from '@/summarizer/digest/types';
import { summarize } from '@/summarizer/summarize';
import type {
  ExtractStats,
  SummarizeOptions,
  SummaryItem,
  SummaryResult,
} from '@/summarizer/types';

function emptyStats(items: number): ExtractStats {
  return {
    items,
    distinct: 0,
    distinctTopLevel: 0,
    duplicates: 0,
    units: 0,
    candidates: 0,
    inputWords: 0,
    budget: 0,
    selectedWords: 0,
  };
}

export function digestSummary(feed: DigestFeed): SummaryResult {
  const { result, extraction } = buildDigest(feed);
  return {
    status: result.status,
    tone: feed.tone,
    language: feed.language,
    title: result.title,
    markdown: result.markdown,
    topics: [],
    stats: extraction?.stats ?? emptyStats(feed.items.length),
  };
}

export function offlineSummary(
  items: readonly SummaryItem[],
  options: SummarizeOptions,
): SummaryResult {
  return options.feed !== undefined ? digestSummary(options.feed) : summarize(items, options);
}

/**
 * The offline summarizer's entry point for the pipeline: items in, a toned and translated Markdown
 * summary plus structured topics out. `extractText` is the plain form (one sentence per line, no
 * wording) used by `npm run summarize` and `npm run eval`.
 */
import { composeSummary } from '@/summarizer/compose/compose';
import { extract } from '@/summarizer/engine/extract';
import type {
  ExtractOptions,
  SummarizeOptions,
  SummaryItem,
  SummaryResult,
} from '@/summarizer/types';

export const DEFAULT_TONE = 'engaging';
export const DEFAULT_LANGUAGE = 'en';

/** Summarizes items; never throws on empty or unusable input: that is a `no_content` result. */
export function summarize(
  items: readonly SummaryItem[],
  options: SummarizeOptions = {},
): SummaryResult {
  const {
    tone = DEFAULT_TONE,
    language = DEFAULT_LANGUAGE,
    sourceTitle,
    maxTopics,
    feed: _feed,
    ...extractOptions
  } = options;
  return composeSummary(extract(items, extractOptions), {
    tone,
    language,
    ...(sourceTitle !== undefined ? { sourceTitle } : {}),
    ...(maxTopics !== undefined ? { maxTopics } : {}),
  });
}

/** The selected sentences, one per line, as written; empty string when there is nothing to say. */
export function extractText(items: readonly SummaryItem[], options: ExtractOptions = {}): string {
  return extract(items, options)
    .points.map((p) => p.text.replace(/\s*\n\s*/gu, ' '))
    .join('\n');
}

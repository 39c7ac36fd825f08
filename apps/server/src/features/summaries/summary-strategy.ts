import { offlineSummary } from '@/summarizer/digest/summary-result';
import type { SummarizeOptions, SummaryItem, SummaryResult } from '@/summarizer/types';

/**
 * Who writes a summary's content from the fetched items: the offline digest, or an LLM that falls
 * back to it (summarizer/llm). Either way `no_content` means the pipeline's `no_data`.
 */
export interface SummaryStrategy {
  summarize(items: readonly SummaryItem[], options: SummarizeOptions): Promise<SummaryResult>;
}

export const offlineStrategy: SummaryStrategy = {
  summarize: (items, options) => Promise.resolve(offlineSummary(items, options)),
};

import type { LlmEnv } from '@/config/services-env';
import { digestMaterial } from '@/summarizer/digest/material';
import { offlineSummary } from '@/summarizer/digest/summary-result';
import { ChatClient, type FetchLike } from '@/summarizer/llm/chat-client';
import { isLlmRateLimited } from '@/summarizer/llm/errors';
import { selectMaterial } from '@/summarizer/llm/material';
import { MAX_PARTS, writeSummary } from '@/summarizer/llm/write-summary';
import { DEFAULT_LANGUAGE, DEFAULT_TONE } from '@/summarizer/summarize';
import type { SummarizeOptions, SummaryItem, SummaryResult } from '@/summarizer/types';

export interface LlmSummarizerOptions {
  llm: LlmEnv;
  fetch?: FetchLike;
  timeoutMs?: number;
  now?: () => Date;
  /** Failures are logged with their message only: never the key, the prompt or the answer. */
  log?: { warn(obj: object, msg: string): void };
}

export interface LlmSummarizer {
  summarize(items: readonly SummaryItem[], options: SummarizeOptions): Promise<SummaryResult>;
}

/**
 * Summaries written by an OpenAI-compatible model from the offline engine's selected material, with
 * the offline summary as the answer whenever the model cannot give one (docs/decisions/0005):
 * network errors, timeouts, 5xx, empty or malformed answers, and rate limits. After a 429 or an
 * exhausted quota the model is not asked again before the reset it announced; until then the
 * offline engine writes every summary without waiting.
 */
export function createLlmSummarizer(options: LlmSummarizerOptions): LlmSummarizer {
  const now = options.now ?? (() => new Date());
  const client = new ChatClient({
    baseUrl: options.llm.baseUrl,
    apiKey: options.llm.apiKey,
    model: options.llm.model,
    now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  let pausedUntil = 0;

  return {
    async summarize(items, summarizeOptions) {
      const offline = offlineSummary(items, summarizeOptions);
      if (offline.status !== 'completed' || now().getTime() < pausedUntil) return offline;
      const { tone = DEFAULT_TONE, language = DEFAULT_LANGUAGE, sourceTitle } = summarizeOptions;
      const maxInputTokens = options.llm.maxInputTokens;
      try {
        // With the whole feed the model gets the digest's stories, numbers and replies.
        const material = summarizeOptions.feed
          ? digestMaterial(summarizeOptions.feed)
          : selectMaterial(items, summarizeOptions, maxInputTokens * MAX_PARTS);
        const markdown = await writeSummary(client, material, {
          tone,
          language,
          maxInputTokens,
          ...(sourceTitle !== undefined ? { sourceTitle } : {}),
        });
        return { ...offline, markdown };
      } catch (error) {
        if (isLlmRateLimited(error)) pausedUntil = error.resetAt.getTime();
        options.log?.warn(
          {
            llm: { model: client.model, error: error instanceof Error ? error.message : 'unknown' },
            ...(isLlmRateLimited(error) ? { resetAt: error.resetAt.toISOString() } : {}),
          },
          'LLM summary failed; the offline summary answers instead',
        );
        return offline;
      }
    },
  };
}

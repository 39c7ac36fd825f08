import type { LlmEnv } from '@/config/services-env';
import { digestMaterial } from '@/summarizer/digest/material';
import { offlineSummary } from '@/summarizer/digest/summary-result';
import { ChatClient, type FetchLike } from '@/summarizer/llm/chat-client';
import { isLlmRateLimited, LlmError } from '@/summarizer/llm/errors';
import { factsLine, feedFacts, type MaterialFacts } from '@/summarizer/llm/facts';
import { checkAgainstMaterial, groundingOf } from '@/summarizer/llm/grounding';
import { selectMaterial, type MaterialLine } from '@/summarizer/llm/material';
import { cleanSummary } from '@/summarizer/llm/output';
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

/**
 * More invented sentences than this share and the model's text is not trusted at all: the offline
 * digest answers. Fewer, and only those sentences are dropped.
 */
export const MAX_INVENTED_SHARE = 0.25;

interface Invented {
  sentences: number;
  dropped: number;
  links: number;
  numbers: number;
}

/**
 * The model's text with every sentence that cites a link or number not in what it was shown
 * removed (`onDropped` hears how many, in counts only); throws LlmError when it invented too much.
 */
function checkedAnswer(
  written: string,
  material: readonly MaterialLine[],
  totals: string,
  sourceTitle: string | undefined,
  onDropped: (invented: Invented) => void,
): string {
  const grounding = groundingOf(
    material.map((line) => line.url),
    // Authors too: a model may quote a name with digits in it.
    [...material.map((line) => `${line.author ?? ''} ${line.text}`), totals, sourceTitle ?? ''],
  );
  const checked = checkAgainstMaterial(written, grounding);
  if (checked.dropped.length === 0) return written;
  const invented: Invented = {
    sentences: checked.sentences,
    dropped: checked.dropped.length,
    links: checked.dropped.reduce((n, d) => n + d.links.length, 0),
    numbers: checked.dropped.reduce((n, d) => n + d.numbers.length, 0),
  };
  if (invented.dropped > MAX_INVENTED_SHARE * invented.sentences)
    throw new LlmError(
      `The LLM answer invented links or numbers in ${invented.dropped} of ${invented.sentences} sentences`,
    );
  onDropped(invented);
  return cleanSummary(checked.markdown);
}

export interface LlmSummarizer {
  summarize(items: readonly SummaryItem[], options: SummarizeOptions): Promise<SummaryResult>;
}

/**
 * Summaries written by an OpenAI-compatible model from the offline engine's selected material, with
 * the offline summary as the answer whenever the model cannot give one (docs/decisions/0005):
 * network errors, timeouts, 5xx, empty or malformed answers, and rate limits. After a 429 or an
 * exhausted quota the model is not asked again before the reset it announced; until then the
 * offline engine writes every summary without waiting. Every link and number the model writes is
 * checked against its material: sentences that invent one are dropped, and an answer that
 * invents too much is not used at all.
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
        const facts: MaterialFacts = summarizeOptions.feed
          ? feedFacts(summarizeOptions.feed)
          : { items: items.length };
        const totals = factsLine(facts);
        const written = await writeSummary(client, material, {
          tone,
          language,
          maxInputTokens,
          facts: totals,
          ...(sourceTitle !== undefined ? { sourceTitle } : {}),
        });
        const markdown = checkedAnswer(written, material, totals, sourceTitle, (invented) =>
          options.log?.warn(
            { llm: { model: client.model, invented } },
            'LLM summary: sentences with invented links or numbers were removed',
          ),
        );
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

import type { ChatClient, ChatMessage } from '@/summarizer/llm/chat-client';
import { LlmError } from '@/summarizer/llm/errors';
import { chunkMaterial, fitToTokens, type MaterialLine } from '@/summarizer/llm/material';
import { cleanSummary } from '@/summarizer/llm/output';
import {
  combinePrompt,
  partPrompt,
  summaryPrompt,
  type PromptOptions,
} from '@/summarizer/llm/prompt';
import { MESSAGE_OVERHEAD_TOKENS, estimateTokens } from '@/summarizer/llm/tokens';

/** Map calls per summary at most: the rest of the material (the least important) is left out. */
export const MAX_PARTS = 6;
/** Length of the finished summary, in tokens the model may write. */
export const SUMMARY_MAX_TOKENS = 1500;
/** Bounds of one part's bullet points. */
const PART_MIN_TOKENS = 150;
const PART_MAX_TOKENS = 800;

function promptTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, m) => sum + estimateTokens(m.content) + MESSAGE_OVERHEAD_TOKENS, 0);
}

export interface WriteOptions extends PromptOptions {
  /** LLM_MAX_INPUT_TOKENS: the estimated size of one request's messages. */
  maxInputTokens: number;
  signal?: AbortSignal;
}

/**
 * Writes a summary of `material` (most important first) with the model. When it fits one request's
 * budget, one call; otherwise map-reduce: each part is summarized as bullet points, then one call
 * combines them. Any failure propagates (LlmError), so the caller can answer offline instead.
 */
export async function writeSummary(
  client: Pick<ChatClient, 'complete'>,
  material: readonly MaterialLine[],
  options: WriteOptions,
): Promise<string> {
  if (material.length === 0) throw new LlmError('No material for the LLM');
  const { maxInputTokens, signal } = options;
  const ask = (messages: ChatMessage[], maxTokens: number, allowCutOff = false) =>
    client.complete({ messages, maxTokens, allowCutOff, ...(signal ? { signal } : {}) });

  // The frame is measured with the longer (part) instructions, so every chunk fits either prompt.
  const frame = promptTokens(partPrompt(options, [], MAX_PARTS, MAX_PARTS));
  const chunkTokens = maxInputTokens - frame;
  if (chunkTokens < 50) throw new LlmError('LLM_MAX_INPUT_TOKENS is too small for the prompt');
  const chunks = chunkMaterial(material, chunkTokens, MAX_PARTS);
  const [first] = chunks;
  if (chunks.length === 1 && first)
    return cleanSummary(await ask(summaryPrompt(options, first), SUMMARY_MAX_TOKENS));

  // Each part's answer gets an equal share of the combine request.
  const combineFrame = promptTokens(
    combinePrompt(
      options,
      chunks.map(() => ''),
    ),
  );
  const share = Math.floor((maxInputTokens - combineFrame) / chunks.length);
  const partTokens = Math.min(PART_MAX_TOKENS, Math.max(PART_MIN_TOKENS, share));
  const partials: string[] = [];
  for (const [i, lines] of chunks.entries()) {
    // One after another: a local model serves one request at a time anyway, and a 429 stops early.
    const answer = cleanSummary(
      await ask(partPrompt(options, lines, i + 1, chunks.length), partTokens, true),
    );
    partials.push(fitToTokens(answer.trim(), Math.max(50, share)));
  }
  return cleanSummary(await ask(combinePrompt(options, partials), SUMMARY_MAX_TOKENS));
}

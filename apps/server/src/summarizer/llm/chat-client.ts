import { z } from 'zod';
import { LlmError, LlmRateLimitedError } from '@/summarizer/llm/errors';
import {
  DEFAULT_RATE_LIMIT_MS,
  QUOTA_COOLDOWN_MS,
  rateLimitReset,
} from '@/summarizer/llm/rate-limit-headers';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatClientOptions {
  /** Up to and including `/v1`, without a trailing slash (config/services-env.ts trims it). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  now?: () => Date;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens: number;
  /** Accept an answer cut off at `maxTokens` (a map step's bullet list still reads fine). */
  allowCutOff?: boolean;
  signal?: AbortSignal;
}

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** OpenAI, Ollama, vLLM and llama.cpp disagree on the error shape: object or string, code string or number. */
const errorSchema = z.object({
  error: z
    .union([
      z.string(),
      z.object({
        message: z.string().optional(),
        type: z.string().nullable().optional(),
        code: z.union([z.string(), z.number()]).nullable().optional(),
      }),
    ])
    .optional(),
});

function errorCodes(body: unknown): string[] {
  const parsed = errorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  if (error === undefined || typeof error === 'string') return [];
  return [error.code, error.type].flatMap((v) => (typeof v === 'string' ? [v] : []));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The connection was closed under the request (undici's "other side closed", or a reset). */
function closedByServer(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/**
 * A non-streaming `POST {baseUrl}/chat/completions`. Throws LlmRateLimitedError
 * on 429 and on `insufficient_quota`, LlmError on anything else that is not a usable answer. Error
 * messages carry the status and the endpoint's error code, never the key or the request.
 */
export class ChatClient {
  private readonly fetchImpl: FetchLike;
  private readonly now: () => Date;

  constructor(private readonly options: ChatClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The request, made once more when the pooled connection it went out on had been closed by the
   * server: a server closes an idle keep-alive connection after a few seconds (5 in uvicorn, which
   * serves vLLM and llama.cpp's Python server), and a worker busy writing a digest for longer
   * cannot notice before it sends on it. Such a connection answered nothing, so the request is
   * made once more, on a new connection; any other failure is final.
   */
  private async post(init: RequestInit): Promise<{ response: Response; text: string }> {
    const url = `${this.options.baseUrl}/chat/completions`;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.fetchImpl(url, init);
        return { response, text: await response.text() };
      } catch (error) {
        if (attempt > 1 || init.signal?.aborted || !closedByServer(error)) throw error;
      }
    }
  }

  get model(): string {
    return this.options.model;
  }

  async complete(request: ChatRequest): Promise<string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    const init: RequestInit = {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: this.options.model,
        messages: request.messages,
        temperature: 0.3,
        max_tokens: request.maxTokens,
        stream: false,
      }),
      signal,
    };
    let response: Response;
    let text: string;
    try {
      ({ response, text } = await this.post(init));
    } catch (error) {
      const reason = timeout.aborted ? 'timed out' : 'could not be reached';
      throw new LlmError(`The LLM endpoint ${reason}`, { cause: error });
    }
    const body = parseJson(text);
    const codes = errorCodes(body);
    if (codes.includes('insufficient_quota')) {
      throw new LlmRateLimitedError(
        'The LLM account is out of credit (insufficient_quota)',
        rateLimitReset(response.headers, this.now(), QUOTA_COOLDOWN_MS),
        true,
      );
    }
    if (response.status === 429) {
      throw new LlmRateLimitedError(
        `The LLM endpoint is rate limiting (429${codes[0] ? ` ${codes[0]}` : ''})`,
        rateLimitReset(response.headers, this.now(), DEFAULT_RATE_LIMIT_MS),
        false,
      );
    }
    if (!response.ok)
      throw new LlmError(
        `The LLM endpoint answered ${response.status}${codes[0] ? ` (${codes[0]})` : ''}`,
      );
    const completion = completionSchema.safeParse(body);
    if (!completion.success) throw new LlmError('The LLM endpoint sent a malformed answer');
    const [choice] = completion.data.choices;
    // A cut-off answer ends mid-sentence or mid-link: not worth showing over the offline summary.
    if (choice?.finish_reason === 'length' && !request.allowCutOff)
      throw new LlmError('The LLM answer was cut off');
    const content = choice?.message.content?.trim() ?? '';
    if (content === '') throw new LlmError('The LLM endpoint sent an empty answer');
    return content;
  }
}

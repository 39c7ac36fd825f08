/** Any failed chat completion: the caller answers with the offline engine instead. */
export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}

/**
 * The endpoint said 429 (rate limit) or that the account is out of credit (`insufficient_quota`).
 * `resetAt` is when asking again makes sense, read from the response's headers when it sent any.
 */
export class LlmRateLimitedError extends LlmError {
  constructor(
    message: string,
    readonly resetAt: Date,
    readonly quotaExhausted: boolean,
  ) {
    super(message);
    this.name = 'LlmRateLimitedError';
  }
}

export function isLlmRateLimited(error: unknown): error is LlmRateLimitedError {
  return error instanceof LlmRateLimitedError;
}

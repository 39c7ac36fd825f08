import { describe, expect, it } from 'vitest';
import { ChatClient, type FetchLike } from '@/summarizer/llm/chat-client';

/**
 * A kept-alive connection the server closed while the worker was busy (a long synchronous digest
 * keeps the event loop from seeing the close) fails the next request as undici reports it:
 * `fetch failed`, caused by UND_ERR_SOCKET "other side closed". Measured against a local
 * OpenAI-compatible server with the default 5 s keep-alive: 3 of 8 digests fell back offline.
 */
function closedConnection(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
  });
}

function answer(content: string): Response {
  return new Response(
    JSON.stringify({ choices: [{ message: { content }, finish_reason: 'stop' }] }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/** A fetch that fails with each given error in turn, then answers. */
function fetchFailing(...errors: Error[]): { fetch: FetchLike; calls: () => number } {
  let calls = 0;
  return {
    fetch: () => {
      const error = errors[calls++];
      return error ? Promise.reject(error) : Promise.resolve(answer('the digest'));
    },
    calls: () => calls,
  };
}

const ask = (fetch: FetchLike) =>
  new ChatClient({
    baseUrl: 'http://127.0.0.1:1/v1',
    apiKey: undefined,
    model: 'm',
    fetch,
  }).complete({ messages: [{ role: 'user', content: 'Summarize.' }], maxTokens: 50 });

describe('the chat client on a connection the server had closed', () => {
  it('asks once more, on a new connection', async () => {
    const server = fetchFailing(closedConnection());
    expect(await ask(server.fetch)).toBe('the digest');
    expect(server.calls()).toBe(2);
  });

  it('gives up when the second connection fails too, and never retries other failures', async () => {
    const twice = fetchFailing(closedConnection(), closedConnection());
    await expect(ask(twice.fetch)).rejects.toThrow('The LLM endpoint could not be reached');
    expect(twice.calls()).toBe(2);

    const refused = fetchFailing(
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
    );
    await expect(ask(refused.fetch)).rejects.toThrow('The LLM endpoint could not be reached');
    expect(refused.calls()).toBe(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmEnv } from '@/config/services-env';
import { createLlmSummarizer } from '@/summarizer/llm/llm-summarizer';
import {
  completion,
  promptOf,
  startFakeChatServer,
  type FakeChatServer,
} from '@/summarizer/llm/testing/fake-chat-server';
import { summarize } from '@/summarizer/summarize';
import { POSTS } from '@/summarizer/test/fixtures';
import type { SummaryItem } from '@/summarizer/types';

const LLM_SUMMARY =
  '## Tech and football\n\nA busy day in two communities.\n\n### Phones\n\n- The Pixel 10 launched with a faster chip [source](https://reddit.com/r/tech/p1)\n\nThat is all for today.';

/** An answer that cites only what manyPosts() gives the model. */
const TOWN_SUMMARY =
  '## Town news\n\nA busy day in the town.\n\n### Festivals\n\n- The council announced a river festival [source](https://reddit.com/r/town/m0)\n\nThat is all for today.';

let server: FakeChatServer;
let warnings: object[];
const log = { warn: (obj: object) => warnings.push(obj) };

function env(overrides: Partial<LlmEnv> = {}): LlmEnv {
  return {
    baseUrl: server.baseUrl,
    apiKey: 'sk-test-secret',
    model: 'fake-model',
    maxInputTokens: 6000,
    ...overrides,
  };
}

/** Many distinct posts: far more material than one small request can carry. */
function manyPosts(count: number): SummaryItem[] {
  const subjects = [
    'The council',
    'A startup',
    'The museum',
    'Our club',
    'The library',
    'A bakery',
  ];
  const verbs = ['announced', 'cancelled', 'postponed', 'funded', 'criticised', 'celebrated'];
  const objects = [
    'a river festival',
    'solar panels',
    'night buses',
    'a chess league',
    'free wifi',
  ];
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    platform: 'reddit',
    url: `https://reddit.com/r/town/m${i}`,
    timestamp: Date.parse('2025-05-01T12:00:00Z') - i * 60_000,
    engagement: { score: 1000 - i * 7, comments: 50 },
    title: `${subjects[i % 6]} ${verbs[(i * 5) % 6]} ${objects[(i * 7) % 5]} number ${i}`,
    text: `Report ${i}: ${subjects[(i + 1) % 6]} said item${i} costs ${i * 13} euros. Residents of district${i} reacted with surprise${i} and questions about budget${i}.`,
  }));
}

beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  warnings = [];
});

describe('LLM summaries through an OpenAI-compatible endpoint', () => {
  it('asks once with the tone, the language and linked material, and keeps the answer', async () => {
    server.respond(() => completion(LLM_SUMMARY));
    const llm = createLlmSummarizer({ llm: env(), log });
    const result = await llm.summarize(POSTS, {
      tone: 'professional',
      language: 'de',
      sourceTitle: 'r/tech',
    });
    expect(result.status).toBe('completed');
    expect(result.markdown).toBe(`${LLM_SUMMARY}\n`);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.authorization).toBe('Bearer sk-test-secret');
    expect(request?.body.model).toBe('fake-model');
    const prompt = promptOf(request!);
    expect(prompt).toContain('Tone: professional');
    expect(prompt).toContain('Output language: German');
    expect(prompt).toContain('Source: r/tech');
    expect(prompt).toContain('<https://reddit.com/r/tech/p1>');
    // The most important material comes first: the top post's line is [1].
    expect(prompt).toMatch(/\[1\] [^\n]*<https:\/\/reddit\.com\/r\/tech\/p1>/);
  });

  it('the three tones ask for different voices; no key sends no Authorization header', async () => {
    server.respond(() => completion(LLM_SUMMARY));
    const llm = createLlmSummarizer({ llm: env({ apiKey: undefined }), log });
    for (const tone of ['professional', 'engaging', 'creative'] as const)
      await llm.summarize(POSTS, { tone, language: 'ru' });
    const prompts = server.requests.map(promptOf);
    expect(new Set(prompts).size).toBe(3);
    expect(prompts[1]).toContain('Tone: engaging');
    expect(prompts[2]).toContain('Tone: creative');
    expect(prompts.every((p) => p.includes('Output language: Russian'))).toBe(true);
    expect(server.requests.every((r) => r.authorization === undefined)).toBe(true);
  });

  it('material over the budget is summarized in parts, then the parts are combined', async () => {
    server.respond((request) =>
      promptOf(request).includes('Combine the partial summaries')
        ? completion(TOWN_SUMMARY)
        : completion(`- A point of this part [source](https://reddit.com/r/town/m1)`, 'length'),
    );
    const llm = createLlmSummarizer({ llm: env({ maxInputTokens: 700 }), log });
    const result = await llm.summarize(manyPosts(80), { tone: 'engaging', language: 'en' });
    expect(result.markdown).toBe(`${TOWN_SUMMARY}\n`);
    const prompts = server.requests.map(promptOf);
    const parts = prompts.filter((p) => /This is part \d+ of \d+/.test(p));
    expect(parts.length).toBeGreaterThan(1);
    expect(prompts).toHaveLength(parts.length + 1);
    expect(prompts.at(-1)).toContain('Combine the partial summaries');
    expect(prompts.at(-1)).toContain(`Partial summary ${parts.length}:`);
    // Every part stays within the request budget by the same estimate the client uses.
    for (const request of server.requests.slice(0, -1))
      expect(promptOf(request).length).toBeLessThan(700 * 4);
    expect(parts[0]).toContain(`This is part 1 of ${parts.length}`);
  });

  it('a 429 answers offline and pauses the model until the retry-after reset', async () => {
    let clock = Date.parse('2025-05-01T12:00:00Z');
    server.respond(() => ({
      status: 429,
      headers: { 'retry-after': '20' },
      body: JSON.stringify({
        error: { message: 'Rate limit reached', type: 'tokens', code: 'rate_limit_exceeded' },
      }),
    }));
    const llm = createLlmSummarizer({ llm: env(), log, now: () => new Date(clock) });
    const offline = summarize(POSTS, { tone: 'creative' });
    expect((await llm.summarize(POSTS, { tone: 'creative' })).markdown).toBe(offline.markdown);
    expect(warnings[0]).toMatchObject({ resetAt: '2025-05-01T12:00:20.000Z' });
    clock += 10_000;
    await llm.summarize(POSTS, { tone: 'creative' });
    expect(server.requests).toHaveLength(1);
    clock += 10_000;
    server.respond(() => completion(LLM_SUMMARY));
    expect((await llm.summarize(POSTS, { tone: 'creative' })).markdown).toBe(`${LLM_SUMMARY}\n`);
    expect(server.requests).toHaveLength(2);
  });

  it('insufficient_quota answers offline, paused for the x-ratelimit reset', async () => {
    server.respond(() => ({
      status: 429,
      headers: { 'x-ratelimit-reset-requests': '1m30s', 'x-ratelimit-reset-tokens': '6m0s' },
      body: JSON.stringify({
        error: {
          message: 'You exceeded your current quota',
          type: 'insufficient_quota',
          param: null,
          code: 'insufficient_quota',
        },
      }),
    }));
    const now = new Date('2025-05-01T12:00:00Z');
    const llm = createLlmSummarizer({ llm: env(), log, now: () => now });
    const result = await llm.summarize(POSTS, {});
    expect(result.markdown).toBe(summarize(POSTS, {}).markdown);
    expect(warnings[0]).toMatchObject({ resetAt: '2025-05-01T12:06:00.000Z' });
    expect(JSON.stringify(warnings)).not.toContain('sk-test-secret');
  });

  it.each([
    ['a 500', () => ({ status: 500, body: '{"error":{"message":"boom","type":"api_error"}}' })],
    ['malformed JSON', () => ({ status: 200, body: '{"choices": [' })],
    ['an empty answer', () => completion('   ')],
    ['a cut-off answer', () => completion(LLM_SUMMARY, 'length')],
    ['garbage', () => completion('<div>??? !!! ...</div>')],
    ['no choices', () => ({ status: 200, body: '{"choices":[]}' })],
  ])('%s answers with the offline summary', async (_name, answer) => {
    server.respond(answer);
    const llm = createLlmSummarizer({ llm: env(), log });
    const result = await llm.summarize(POSTS, { language: 'fr' });
    expect(result.status).toBe('completed');
    expect(result.markdown).toBe(summarize(POSTS, { language: 'fr' }).markdown);
    expect(warnings).toHaveLength(1);
  });

  it('a model that never answers times out and the offline summary answers', async () => {
    server.respond(() => ({ hang: true }));
    const llm = createLlmSummarizer({ llm: env(), log, timeoutMs: 300 });
    const result = await llm.summarize(POSTS, {});
    expect(result.markdown).toBe(summarize(POSTS, {}).markdown);
    expect(warnings[0]).toMatchObject({ llm: { error: 'The LLM endpoint timed out' } });
  });

  it('an unreachable endpoint answers offline', async () => {
    const llm = createLlmSummarizer({ llm: env({ baseUrl: 'http://127.0.0.1:1/v1' }), log });
    expect((await llm.summarize(POSTS, {})).markdown).toBe(summarize(POSTS, {}).markdown);
  });

  it('nothing to summarize never calls the model', async () => {
    const llm = createLlmSummarizer({ llm: env(), log });
    expect((await llm.summarize([{ id: 'x', text: '' }], {})).status).toBe('no_content');
    expect(server.requests).toHaveLength(0);
  });

  it('raw HTML and unsafe links in the answer are removed', async () => {
    server.respond(() =>
      completion(
        '```markdown\n## Digest <script>alert(1)</script>\n\n- <b>Bold</b> claim about phones and cameras today [source](https://reddit.com/r/tech/p1)\n- A trick [click](javascript:alert%281%29) and ![pixel](https://x.test/p.gif) more words here\n```',
      ),
    );
    const llm = createLlmSummarizer({ llm: env(), log });
    const { markdown } = await llm.summarize(POSTS, {});
    expect(markdown).toBe(
      '## Digest \n\n- Bold claim about phones and cameras today [source](https://reddit.com/r/tech/p1)\n- A trick click and pixel more words here\n',
    );
  });
});

/**
 * Recorded model answers (./testing/recorded, OpenAI chat-completion JSON written for the feed in
 * ./testing/recorded-feed.ts) served by a fake endpoint: a faithful answer is kept as written, one
 * that invents a few numbers or links loses exactly those sentences, and one that invents much is
 * replaced by the offline digest, each with the reason logged and no personal data in the log.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { digestSummary } from '@/summarizer/digest/summary-result';
import { createLlmSummarizer } from '@/summarizer/llm/llm-summarizer';
import {
  completion,
  promptOf,
  startFakeChatServer,
  type FakeChatServer,
} from '@/summarizer/llm/testing/fake-chat-server';
import { cyclingWeek } from '@/summarizer/llm/testing/recorded-feed';

const feed = cyclingWeek();
/** A reply author whose name starts with digits: a number the model may copy. */
const withDigitAuthor = {
  ...feed,
  items: feed.items.map((item, k) =>
    k === 0
      ? {
          ...item,
          replies: [{ ...item.replies[0]!, author: '2wheels4life' }, ...item.replies.slice(1)],
        }
      : item,
  ),
};

function recorded(name: string): { body: string; content: string } {
  const body = readFileSync(new URL(`./testing/recorded/${name}.json`, import.meta.url), 'utf8');
  const parsed = JSON.parse(body) as { choices: { message: { content: string } }[] };
  return { body, content: parsed.choices[0]!.message.content };
}

let server: FakeChatServer;
let warnings: { obj: object; msg: string }[];

beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  warnings = [];
});

async function summarizeWith(name: string, answer?: string) {
  const { body } = recorded(name);
  server.respond(() => (answer === undefined ? { status: 200, body } : completion(answer)));
  const llm = createLlmSummarizer({
    llm: { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'gpt-4o-mini', maxInputTokens: 6000 },
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
  });
  return llm.summarize([], { tone: 'professional', language: 'en', feed: withDigitAuthor });
}

/** What a log line may not carry: the feed's people, texts and addresses. */
function expectNoPersonalData(): void {
  const logged = JSON.stringify(warnings);
  for (const item of feed.items) {
    expect(logged).not.toContain(item.author);
    expect(logged).not.toContain(item.url);
    for (const reply of item.replies) expect(logged).not.toContain(reply.author);
  }
}

describe('recorded model answers, checked against the material', () => {
  it('gives the model the totals and the window, and keeps a faithful answer as written', async () => {
    const result = await summarizeWith('faithful');
    expect(promptOf(server.requests[0]!)).toContain(
      'Totals: 4 items and 5 replies from 2026-11-13 to 2026-11-20 (7 days).',
    );
    expect(result.markdown).toBe(`${recorded('faithful').content}\n`);
    expect(warnings).toEqual([]);
  });

  it('removes the sentences with invented numbers and logs how many', async () => {
    const result = await summarizeWith('invents-numbers');
    expect(result.markdown).not.toMatch(/About 40 riders|3\.1 million|2025/u);
    expect(result.markdown).toContain('The most upvoted post (2.3K upvotes, 184 comments)');
    expect(result.markdown).toContain('Delivery vans stood on the lane for a third morning');
    expect(warnings).toEqual([
      {
        obj: {
          llm: {
            model: 'gpt-4o-mini',
            invented: { sentences: 12, dropped: 2, links: 0, numbers: 3 },
          },
        },
        msg: 'LLM summary: sentences with invented links or numbers were removed',
      },
    ]);
    expectNoPersonalData();
  });

  it('removes the bullets with invented links', async () => {
    const result = await summarizeWith('invents-links');
    expect(result.markdown).not.toContain('lindencouncil.example');
    expect(result.markdown).not.toContain('/comments/k9/');
    expect(result.markdown).toBe(`${recorded('faithful').content}\n`);
    expect(warnings[0]!.obj).toMatchObject({ llm: { invented: { dropped: 2, links: 2 } } });
    expectNoPersonalData();
  });

  it('answers with the offline digest when the model invented too much, and says why', async () => {
    const result = await summarizeWith('invents-much');
    expect(result.markdown).toBe(digestSummary(withDigitAuthor).markdown);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toBe('LLM summary failed; the offline summary answers instead');
    expect(warnings[0]!.obj).toEqual({
      llm: {
        model: 'gpt-4o-mini',
        error: expect.stringMatching(
          /^The LLM answer invented links or numbers in \d+ of \d+ sentences$/u,
        ) as unknown,
      },
    });
    expectNoPersonalData();
  });

  it('keeps a name with digits the material gave, as the model quoted it', async () => {
    const answer =
      '## The Canal Street lane\n\nThe lane opened on Monday (2.3K upvotes). u/2wheels4life wrote that the kerb makes all the difference [thread](https://www.reddit.com/r/lindencycling/comments/k1/).';
    const result = await summarizeWith('faithful', answer);
    expect(result.markdown).toBe(`${answer}\n`);
    expect(warnings).toEqual([]);
  });
});

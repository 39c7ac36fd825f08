import { SUMMARY_MESSAGES, type SummaryOptions } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { summaries } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { RATE_LIMIT_RETRIES_MAX } from '@/features/summaries/rate-limit-retry';
import { generateSummary } from '@/features/summaries/summary-generator';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import type { JobContext } from '@/jobs/job-definition';
import { SecretBox } from '@/lib/secret-box';
import { channelId } from '@/platforms/youtube/sandbox/catalog';
import { createLlmSummarizer } from '@/summarizer/llm/llm-summarizer';
import {
  completion,
  promptOf,
  startFakeChatServer,
  type FakeAnswer,
  type FakeChatServer,
} from '@/summarizer/llm/testing/fake-chat-server';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';
import { summariesFinished } from '@/lib/metrics';

const log = pino({ level: 'silent' });
/**
 * The model's answer, linking the first video of the material it was shown: links the material
 * does not hold are removed from a model's text.
 */
function llmContent(): string {
  const material = promptOf(llmServer.requests[0]!);
  const url = /<(https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11})>/u.exec(material)?.[1];
  return `## This week on the channel\n\nThree videos stood out.\n\n- A new upload drew a crowd [source](${url ?? ''})\n\nSee you next week.\n`;
}
// One clock for the app, its sandboxes and the job: a 429's reset is then exact.
const clock = new Date();
const now = () => clock;
let database: Database;
let t: PlatformTestApp;
let access: ConnectionAccess;
let user: TestUser;
let llmServer: FakeChatServer;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createPlatformTestApp({ database, now });
  access = new ConnectionAccess(
    database.db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    now,
    log,
  );
  user = await registerUser(t.app);
  await t.connect(user, 'youtube');
  llmServer = await startFakeChatServer();
});
afterAll(async () => {
  await llmServer.close();
  await t.close();
});
beforeEach(async () => {
  await t.app.sandboxes.youtube?.faults.clear();
  llmServer.requests.length = 0;
});

async function pendingSummary(options: Partial<SummaryOptions> = {}): Promise<string> {
  const [row] = await database.db
    .insert(summaries)
    .values({
      userId: user.user.id,
      platform: 'youtube',
      sourceId: channelId(0),
      options: { period: 'last_7_days', tone: 'engaging', language: 'en', ...options },
      status: 'pending',
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(summaries).where(eq(summaries.id, id));
  if (!row) throw new Error(`summary ${id} is gone`);
  return row;
}

describe('summaries written by an LLM, with the offline engine as the fallback', () => {
  const llm = (maxInputTokens = 6000) =>
    createLlmSummarizer({
      llm: { baseUrl: llmServer.baseUrl, apiKey: 'k', model: 'm', maxInputTokens },
      timeoutMs: 300,
      now,
    });

  it('the model answers: completed with its content, asked in the summary’s tone and language', async () => {
    llmServer.respond(() => completion(llmContent()));
    const id = await pendingSummary({ tone: 'creative', language: 'es' });
    await generateSummary({ db: database.db, access, now, log, summarizer: llm() }, id);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'completed', content: llmContent() });
    const prompt = promptOf(llmServer.requests[0]!);
    expect(prompt).toContain('Tone: creative');
    expect(prompt).toContain('Output language: Spanish');
    expect(prompt).toMatch(/<https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}>/);
  });

  it('long material: parts first, then one combining call; completed', async () => {
    llmServer.respond((request) =>
      completion(
        promptOf(request).includes('Combine the partial summaries')
          ? llmContent()
          : '- One part’s point, in a sentence or two [source](https://www.youtube.com/watch?v=x)',
      ),
    );
    const id = await pendingSummary();
    await generateSummary({ db: database.db, access, now, log, summarizer: llm(600) }, id);
    expect(await rowOf(id)).toMatchObject({ status: 'completed', content: llmContent() });
    expect(llmServer.requests.length).toBeGreaterThan(2);
    expect(promptOf(llmServer.requests.at(-1)!)).toContain('Combine the partial summaries');
  });

  const failures: [string, FakeAnswer][] = [
    [
      '429 with retry-after',
      {
        status: 429,
        headers: { 'retry-after': '7' },
        body: '{"error":{"code":"rate_limit_exceeded"}}',
      },
    ],
    [
      'insufficient_quota',
      { status: 429, body: '{"error":{"type":"insufficient_quota","code":"insufficient_quota"}}' },
    ],
    ['500', { status: 500, body: '{"error":"internal"}' }],
    ['a timeout', { hang: true }],
    ['malformed JSON', { status: 200, body: 'not json at all' }],
  ];
  it.each(failures)('%s: completed by the offline engine', async (_name, answer) => {
    llmServer.respond(() => answer);
    const withLlm = await pendingSummary({ tone: 'professional' });
    await generateSummary({ db: database.db, access, now, log, summarizer: llm() }, withLlm);
    const offline = await pendingSummary({ tone: 'professional' });
    await generateSummary({ db: database.db, access, now, log }, offline);
    const [a, b] = [await rowOf(withLlm), await rowOf(offline)];
    expect(llmServer.requests).toHaveLength(1);
    expect(a.status).toBe('completed');
    expect(a.content).toBeTruthy();
    expect(a.content).toBe(b.content);
  });
});

async function finished(status: string): Promise<number> {
  const metric = await summariesFinished.get();
  return metric.values.find((v) => v.labels.status === status)?.value ?? 0;
}

describe('a platform rate limit is retried at its reset', () => {
  function contextWith(sent: { payload: unknown; startAfter: Date | undefined }[]): JobContext {
    return {
      db: database.db,
      log,
      now,
      connections: access,
      queue: {
        sendJob: (_job, payload, options) => {
          sent.push({ payload, startAfter: options?.startAfter });
          // pg-boss job ids are uuids; the summary records the one that will run it.
          return Promise.resolve(randomUUID());
        },
      },
    };
  }

  it('rate_limited, a new job at the reset (retry-after 30 s), then completed on that run', async () => {
    const before = {
      rateLimited: await finished('rate_limited'),
      completed: await finished('completed'),
    };
    const sent: { payload: unknown; startAfter: Date | undefined }[] = [];
    const id = await pendingSummary();
    await t.app.sandboxes.youtube?.faults.arm({
      fault: 'rate_limited',
      times: 1,
      path: '/playlistItems',
    });
    await generateSummaryJob.handler({ summaryId: id, rateLimitRetries: 0 }, contextWith(sent));
    expect(await rowOf(id)).toMatchObject({ status: 'rate_limited', attempts: 1 });
    expect(sent).toEqual([
      {
        payload: { summaryId: id, rateLimitRetries: 1 },
        startAfter: new Date(clock.getTime() + 30_000),
      },
    ]);
    // pg-boss delivers the sent job at startAfter; the limit has lifted by then.
    const next = generateSummaryJob.payload.parse(sent[0]?.payload);
    await generateSummaryJob.handler(next, contextWith(sent));
    expect(await rowOf(id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(sent).toHaveLength(1);
    // The metrics count each run by the state it ended in.
    expect(await finished('rate_limited')).toBe(before.rateLimited + 1);
    expect(await finished('completed')).toBe(before.completed + 1);
  });

  it(`still limited after ${RATE_LIMIT_RETRIES_MAX} retries: failed with a clear message`, async () => {
    const sent: { payload: unknown; startAfter: Date | undefined }[] = [];
    const id = await pendingSummary();
    await t.app.sandboxes.youtube?.faults.arm({
      fault: 'rate_limited',
      times: 1,
      path: '/playlistItems',
    });
    await generateSummaryJob.handler(
      { summaryId: id, rateLimitRetries: RATE_LIMIT_RETRIES_MAX },
      contextWith(sent),
    );
    expect(sent).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      error: SUMMARY_MESSAGES.rateLimitedTooLong,
    });
  });

  it('without a queue to send to, the error goes to pg-boss for its own retry', async () => {
    const id = await pendingSummary();
    await t.app.sandboxes.youtube?.faults.arm({
      fault: 'rate_limited',
      times: 1,
      path: '/playlistItems',
    });
    const { queue: _none, ...withoutQueue } = contextWith([]);
    await expect(
      generateSummaryJob.handler({ summaryId: id, rateLimitRetries: 0 }, withoutQueue),
    ).rejects.toThrow(/rate/i);
    expect((await rowOf(id)).status).toBe('rate_limited');
  });
});

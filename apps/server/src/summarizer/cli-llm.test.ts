/**
 * `npm run summarize -- --llm`: the script as a child process, its model a real HTTP server that
 * answers as an OpenAI-compatible API would, with one invented sentence among true ones.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completion,
  startFakeChatServer,
  type FakeChatServer,
} from '@/summarizer/llm/testing/fake-chat-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'summarize-llm-'));
let model: FakeChatServer;
beforeAll(async () => {
  model = await startFakeChatServer();
});
afterAll(async () => {
  await model.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The script with only these settings in its environment (none of the caller's LLM_ ones). */
async function run(env: Record<string, string>, ...args: string[]) {
  const { LLM_BASE_URL: _, LLM_MODEL: __, LLM_API_KEY: ___, ...rest } = process.env;
  try {
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/summarize.ts', ...args],
      { cwd: serverDir, env: { ...rest, ...env } },
    );
    return { status: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { status: failed.code ?? null, stderr: failed.stderr ?? '' };
  }
}

const STARSHIP = 'https://www.reddit.com/r/space/comments/a/';
const WEBB = 'https://www.reddit.com/r/space/comments/b/';
const feed = {
  id: 'space-week',
  platform: 'reddit',
  source: { id: 'space', title: 'r/space' },
  period: { start: '2026-11-13T00:00:00Z', end: '2026-11-20T00:00:00Z' },
  tone: 'professional',
  language: 'en',
  items: [
    {
      id: 'a',
      url: STARSHIP,
      author: 'orbit',
      title: 'Starship reaches orbit and lands',
      text: 'The booster was caught by the tower again. It was the fifth catch this year.',
      publishedAt: '2026-11-15T10:00:00Z',
      engagement: { score: 24_800, comments: 1_300 },
    },
    {
      id: 'b',
      url: WEBB,
      author: 'nova',
      title: 'Webb finds water in a young disk',
      text: 'Astronomers detected water vapour close to a young star.',
      publishedAt: '2026-11-16T10:00:00Z',
      engagement: { score: 5_200, comments: 300 },
    },
  ],
};

describe('summarize CLI with a model', () => {
  it('sends the digest’s material and keeps what the model wrote, less what it invented', async () => {
    model.respond(() =>
      completion(
        [
          '## r/space: a caught booster and water near a young star',
          '',
          `Starship reached orbit and its booster was caught by the tower again ([read](${STARSHIP})).`,
          `Webb found water vapour close to a young star ([read](${WEBB})).`,
          'Readers cheered both.',
          'The launch drew 9,999 spectators ([read](https://example.com/made-up)).',
        ].join('\n'),
      ),
    );
    const input = path.join(dir, 'feed.jsonl');
    const output = path.join(dir, 'out.jsonl');
    writeFileSync(input, `${JSON.stringify(feed)}\n`);
    const result = await run(
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' },
      '--input',
      input,
      '--output',
      output,
      '--llm',
    );
    expect(result.status).toBe(0);
    const prompt = model.requests
      .at(-1)!
      .body.messages!.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Starship reaches orbit and lands (24.8K upvotes');
    expect(prompt).toContain(`<${WEBB}>`);

    const line = JSON.parse(readFileSync(output, 'utf8').trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ id: 'space-week', title: 'r/space', stats: { items: 2 } });
    expect(line.markdown).toContain('Webb found water vapour close to a young star');
    expect(line.markdown).not.toContain('9,999');
    expect(line.markdown).not.toContain('example.com');
    expect(result.stderr).toContain('invented links or numbers were removed');
  });

  it('answers with the offline digest when the model fails, and says why', async () => {
    model.respond(() => ({ status: 500, body: '{"error":{"message":"overloaded"}}' }));
    const input = path.join(dir, 'feed.jsonl');
    const output = path.join(dir, 'offline.jsonl');
    writeFileSync(input, `${JSON.stringify(feed)}\n`);
    const result = await run(
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' },
      '--input',
      input,
      '--output',
      output,
      '--llm',
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('the offline summary answers instead');
    const line = JSON.parse(readFileSync(output, 'utf8').trim()) as { markdown: string };
    expect(line.markdown).toContain(`[Starship reaches orbit and lands](${STARSHIP})`);
  });

  it('refuses --llm without a model configured, before reading anything', async () => {
    const result = await run(
      {},
      '--input',
      path.join(dir, 'feed.jsonl'),
      '--output',
      path.join(dir, 'never.jsonl'),
      '--llm',
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--llm needs LLM_BASE_URL and LLM_MODEL');
  });
});

/** `npm run summarize` end to end: the script is run as a child process on temporary files. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'summarize-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/summarize.ts', ...args], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

describe('summarize CLI', () => {
  it('writes {id, summary} lines, one sentence per line, within --words', () => {
    const input = path.join(dir, 'in.jsonl');
    const output = path.join(dir, 'out.jsonl');
    writeFileSync(
      input,
      [
        JSON.stringify({
          id: 'chat',
          messages: [
            {
              author: 'Ann',
              text: 'Are we still meeting at noon tomorrow for the project review?',
            },
            { author: 'Bob', text: 'Yes, room 4, bring the slides.' },
          ],
        }),
        JSON.stringify({
          id: 'doc',
          document:
            'The bridge reopened on Monday after two years of repairs. Traffic returned to normal by noon. Officials thanked residents for their patience.',
        }),
      ].join('\n'),
    );
    const { status } = run('--input', input, '--output', output, '--words', '20');
    expect(status).toBe(0);
    const lines = readFileSync(output, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; summary: string });
    expect(lines.map((l) => l.id)).toEqual(['chat', 'doc']);
    expect(lines[0]!.summary).toMatch(/^(Ann|Bob): /u);
    expect(lines[1]!.summary.split('\n')[0]).toBe(
      'The bridge reopened on Monday after two years of repairs.',
    );
    for (const line of lines) expect(line.summary.split(/\s+/u).length).toBeLessThanOrEqual(20);
  });

  it('writes a digest {id, markdown, title, stats} for a whole feed, beside an evaluation line', () => {
    const input = path.join(dir, 'feeds.jsonl');
    const output = path.join(dir, 'digests.jsonl');
    const feed = {
      id: 'space-week',
      platform: 'reddit',
      source: { id: 'space', title: 'r/space' },
      period: { start: '2026-11-13T00:00:00Z', end: '2026-11-20T00:00:00Z' },
      tone: 'professional',
      language: 'es',
      items: [
        {
          id: 'a',
          url: 'https://www.reddit.com/r/space/comments/a/',
          author: 'orbit',
          title: 'Starship reaches orbit &amp; lands',
          text: 'The booster was caught by the tower again. It was the fifth catch this year.',
          publishedAt: '2026-11-15T10:00:00Z',
          engagement: { score: 24_800, comments: 1_300 },
          replies: [{ author: 'kim', text: 'What a time to be alive.', score: 900 }],
        },
        {
          id: 'b',
          url: 'https://www.reddit.com/r/space/comments/b/',
          author: 'nova',
          title: 'Webb finds water in a young disk',
          text: 'Astronomers detected water vapour close to a young star.',
          publishedAt: '2026-11-16T10:00:00Z',
          engagement: { score: 5_200, comments: 300 },
        },
      ],
    };
    writeFileSync(
      input,
      `${JSON.stringify(feed)}\n${JSON.stringify({ id: 'doc', document: 'A short document.' })}\n`,
    );
    expect(run('--input', input, '--output', output).status).toBe(0);
    const [digest, row] = readFileSync(output, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(digest).toMatchObject({ id: 'space-week', title: 'r/space', stats: { items: 2 } });
    expect(digest!.markdown).toContain(
      '[Starship reaches orbit & lands](https://www.reddit.com/r/space/comments/a/) (24,8K votos positivos)',
    );
    expect(digest!.markdown).toContain('2 publicaciones');
    expect(row).toEqual({ id: 'doc', summary: 'A short document.' });
  });

  it('fails clearly on a missing file and missing arguments', () => {
    const missing = run(
      '--input',
      path.join(dir, 'nope.jsonl'),
      '--output',
      path.join(dir, 'x.jsonl'),
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no such file');

    const usage = run('--input', path.join(dir, 'nope.jsonl'));
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage:');
  });

  it('writes an error line for each bad line, every other line, and exits 1', () => {
    const bad = path.join(dir, 'bad.jsonl');
    const output = path.join(dir, 'y.jsonl');
    writeFileSync(
      bad,
      [
        '{"id":"a","document":"Fine."}',
        '{"id":"b","messages":"oops"}',
        '{"id":"f","platform":"reddit","source":{"id":"s"},"items":{}}',
        '{"id":"c","document":"Also fine."}',
      ].join('\n'),
    );
    const result = run('--input', bad, '--output', output);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('line 2 (id b): "messages" must be an array');
    expect(result.stderr).toContain('2 of 4 lines failed');
    const lines = readFileSync(output, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      { id: 'a', summary: 'Fine.' },
      { id: 'b', line: 2, error: '"messages" must be an array' },
      { id: 'f', line: 3, error: '"items" must be an array' },
      { id: 'c', summary: 'Also fine.' },
    ]);
  });
});

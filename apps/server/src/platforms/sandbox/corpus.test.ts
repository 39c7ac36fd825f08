import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CorpusError, loadSource } from '@/platforms/sandbox/corpus';

const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
const url = pathToFileURL(`${dir}/`);
// A one-day cycle whose only post opens the day, as every day of a cycle must.
const post = { day: 0, time: '00:10', kind: 'text', author: 'lea.fischer', title: 'Hello' };
const head = { about: 'x', language: 'en', cycleDays: 1, tags: [] };
function write(name: string, data: unknown): void {
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(data));
}

describe('the sandbox corpus loader', () => {
  it('loads a source and lays its chat replies out as messages after their post', () => {
    write('chat', {
      ...head,
      about: 'hiking',
      tags: ['#hiking'],
      posts: [
        {
          ...post,
          replies: [{ author: 'me', text: 'In!', replies: [{ author: 'x', text: 'Same' }] }],
        },
      ],
    });
    const corpus = loadSource(url, 'chat', { chat: true });
    expect(corpus.entries.map((e) => e.reply)).toEqual([undefined, 0, 1]);
    expect(corpus.offsets[0]).toBe(10 * 60_000);
    expect(corpus.offsets[1]).toBeGreaterThan(corpus.offsets[0] ?? 0);
  });

  it('names the file and the field of a bad post', () => {
    write('bad-time', { ...head, posts: [{ ...post, time: '9:30' }] });
    expect(() => loadSource(url, 'bad-time')).toThrow(CorpusError);
    expect(() => loadSource(url, 'bad-time')).toThrow(
      /bad-time\.json: posts\.0\.time: must be HH:MM/,
    );
    const { author: _author, ...anonymous } = post;
    write('no-author', { ...head, posts: [anonymous] });
    expect(() => loadSource(url, 'no-author', { required: ['author'] })).toThrow(
      /no-author\.json: posts\.0\.author: required/,
    );
    write('unknown', { ...head, posts: [{ ...post, titel: 'typo' }] });
    expect(() => loadSource(url, 'unknown')).toThrow(/unknown\.json: posts\.0/);
    expect(() => loadSource(url, 'missing')).toThrow(/missing\.json/);
  });

  it('refuses a cycle with a day that has no post in its first half hour', () => {
    write('late', { ...head, cycleDays: 2, posts: [post, { ...post, day: 1, time: '00:45' }] });
    expect(() => loadSource(url, 'late')).toThrow(
      /late\.json: posts: day 1 of the cycle needs a post before 00:30 UTC/,
    );
    write('early', { ...head, cycleDays: 2, posts: [post, { ...post, day: 1, time: '00:29' }] });
    expect(loadSource(url, 'early').offsets).toHaveLength(2);
  });
});

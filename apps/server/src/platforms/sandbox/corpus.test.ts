import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CorpusError, loadSource } from '@/platforms/sandbox/corpus';

const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
const url = pathToFileURL(`${dir}/`);
const post = { day: 2, time: '09:30', kind: 'text', author: 'lea.fischer', title: 'Hello' };
function write(name: string, data: unknown): void {
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(data));
}

describe('the sandbox corpus loader', () => {
  it('loads a source and lays its chat replies out as messages after their post', () => {
    write('chat', {
      about: 'hiking',
      language: 'en',
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
    expect(corpus.offsets[0]).toBe(2 * 86_400_000 + 9.5 * 3_600_000);
    expect(corpus.offsets[1]).toBeGreaterThan(corpus.offsets[0] ?? 0);
  });

  it('names the file and the field of a bad post', () => {
    write('bad-time', { about: 'x', language: 'en', tags: [], posts: [{ ...post, time: '9:30' }] });
    expect(() => loadSource(url, 'bad-time')).toThrow(CorpusError);
    expect(() => loadSource(url, 'bad-time')).toThrow(
      /bad-time\.json: posts\.0\.time: must be HH:MM/,
    );
    const { author: _author, ...anonymous } = post;
    write('no-author', { about: 'x', language: 'en', tags: [], posts: [anonymous] });
    expect(() => loadSource(url, 'no-author', { required: ['author'] })).toThrow(
      /no-author\.json: posts\.0\.author: required/,
    );
    write('unknown', { about: 'x', language: 'en', tags: [], posts: [{ ...post, titel: 'typo' }] });
    expect(() => loadSource(url, 'unknown')).toThrow(/unknown\.json: posts\.0/);
    expect(() => loadSource(url, 'missing')).toThrow(/missing\.json/);
  });
});

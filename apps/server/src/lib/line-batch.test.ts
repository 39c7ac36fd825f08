import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LineBatch } from '@/lib/line-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('LineBatch (issue 11: one write per turn for the request lines)', () => {
  it('writes nothing until the turn ends, then every line in one write, in order', async () => {
    const writes: string[] = [];
    const batch = new LineBatch({ write: (chunk) => writes.push(chunk) });
    batch.add('a\n');
    batch.add('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\n']);
    batch.add('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('writes at once past 64 KiB in a turn instead of holding more', () => {
    const writes: string[] = [];
    const batch = new LineBatch({ write: (chunk) => writes.push(chunk) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 64; i++) batch.add(line);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(64 * 1024);
  });

  it('writes what is pending when the process exits within the turn', () => {
    // A process that adds lines and exits in the same turn, before any setImmediate could run.
    const script = [
      "import { LineBatch } from './src/lib/line-batch.ts';",
      'const batch = new LineBatch(process.stdout);',
      "batch.add('first\\n');",
      "batch.add('second\\n');",
      'process.exit(0);',
    ].join('\n');
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: new URL('../..', import.meta.url),
        encoding: 'utf8',
      },
    );
    expect(out).toBe('first\nsecond\n');
  });
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '@/config/node-flags';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

describe('the server processes’ V8 flags (docs/decisions/0020)', () => {
  it('npm start runs the server with them', () => {
    const pkg = JSON.parse(read('../../package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`tsx ${SERVER_NODE_FLAGS.join(' ')} src/main.ts`);
  });

  it('the container image runs the server with them', () => {
    const cmd = read('../../../../Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('CMD '))
      .at(-1);
    expect(JSON.parse(cmd!.slice(4))).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      'src/main.ts',
    ]);
  });

  it('are flags this Node.js accepts', () => {
    // Node refuses an option it (or V8) does not know with "bad option" and exit code 9. Some are
    // V8's own, which NODE_OPTIONS does not take, so each is tried on a command line.
    for (const flag of SERVER_NODE_FLAGS) {
      const run = spawnSync(process.execPath, [flag, '-e', 'process.exit(0)'], {
        encoding: 'utf8',
      });
      expect({ flag, status: run.status, stderr: run.stderr }).toEqual({
        flag,
        status: 0,
        stderr: '',
      });
    }
    const wrong = spawnSync(process.execPath, ['--no-such-v8-flag', '-e', '0'], {
      encoding: 'utf8',
    });
    expect(wrong.status).not.toBe(0);
  });
});

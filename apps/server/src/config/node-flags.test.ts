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
    for (const flag of SERVER_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!), flag).toBe(true);
  });
});

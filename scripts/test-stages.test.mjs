import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests, STAGES, table } from './test-stages.mjs';

const ROOT = path.dirname(import.meta.dirname);

describe('the test stage runner', () => {
  it('names the failed tests of a Vitest JSON report, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: path.join(process.cwd(), 'src/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a > breaks' },
          ],
        },
        { name: path.join(process.cwd(), 'src/b.test.ts'), status: 'failed', assertionResults: [] },
        { name: path.join(process.cwd(), 'src/c.test.ts'), status: 'passed', assertionResults: [] },
      ],
    };
    expect(failedTests(report)).toEqual([
      'src/a.test.ts > a > breaks',
      'src/b.test.ts (the file itself)',
    ]);
  });

  it('names the failed and timed-out journeys of a Playwright JSON report', () => {
    const spec = (title, status, line) => ({
      title,
      file: 'admin.spec.ts',
      line,
      tests: [{ results: [{ status }] }],
    });
    const report = {
      suites: [
        {
          title: 'admin.spec.ts',
          specs: [spec('invites', 'passed', 3)],
          suites: [
            {
              title: 'signups',
              specs: [spec('closed', 'failed', 10), spec('invite', 'timedOut', 20)],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(failedTests(report)).toEqual([
      'admin.spec.ts:10 > signups > closed',
      'admin.spec.ts:20 > signups > invite\n      timed out',
    ]);
  });

  it('says why each test failed: the first lines of its message, without colour codes', () => {
    const report = {
      testResults: [
        {
          name: path.join(process.cwd(), 'src/a.test.ts'),
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'a > breaks',
              failureMessages: [
                '\u001b[31mAssertionError: expected [ 1 ] to deeply equal []\u001b[39m\n\n- Expected\n+ Received\n    at a.test.ts:3:1\n    at more',
              ],
            },
          ],
        },
        {
          name: path.join(process.cwd(), 'src/b.test.ts'),
          status: 'failed',
          message: 'Cannot find module ./gone',
          assertionResults: [],
        },
      ],
    };
    expect(failedTests(report)).toEqual([
      [
        'src/a.test.ts > a > breaks',
        '      AssertionError: expected [ 1 ] to deeply equal []',
        '      - Expected',
        '      + Received',
        '          at a.test.ts:3:1',
      ].join('\n'),
      'src/b.test.ts (the file itself)\n      Cannot find module ./gone',
    ]);
  });

  it('prints one row per stage in seconds, with the total', () => {
    const text = table([
      { stage: 'lint', seconds: 61.4, result: 'ok' },
      { stage: 'test:unit', seconds: 300.6, result: 'FAILED (1)' },
    ]);
    expect(text.split('\n')).toEqual([
      'stage      seconds  result',
      'lint            61  ok',
      'test:unit      301  FAILED (1)',
      'total          362',
    ]);
  });

  it('runs the stages npm test is made of, in order', () => {
    expect(STAGES).toEqual([
      'lint',
      'typecheck',
      'test:tools',
      'test:unit',
      'test:pg',
      'test:e2e',
      'test:scale',
      'test:docker',
    ]);
  });

  it('refuses an unknown stage, and puts the CI setup timings first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stages-'));
    try {
      const timings = path.join(dir, 'timings.tsv');
      writeFileSync(timings, 'npm ci\t80\n');
      const run = spawnSync('node', ['scripts/test-stages.mjs', 'no-such-stage'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, CI_TIMINGS_FILE: timings },
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Unknown stage no-such-stage');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

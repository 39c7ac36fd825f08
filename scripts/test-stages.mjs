// `npm test`: runs the test stages one after another (`npm run <stage>` each), stops at the first
// that fails, and ends with how long each stage took and, on failure, which stage and which tests
// failed. The test runners write JSON reports into a directory per stage (TEST_REPORT_DIR, read by
// the Vitest and Playwright configs); the names of the failed tests come from those.
//
//   node scripts/test-stages.mjs                 every stage
//   node scripts/test-stages.mjs lint typecheck  only these, in this order
//
// CI_TIMINGS_FILE, when set, names a file of "<stage>\t<seconds>" lines (the CI script's own setup
// steps) printed at the top of the table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const STAGES = [
  'lint',
  'typecheck',
  'test:tools',
  'test:unit',
  'test:pg',
  'test:e2e',
  'test:scale',
  'test:docker',
];

/** The first lines of a failure message, without colour codes: enough to say why. */
export function reason(message) {
  const lines = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return lines
    .slice(0, 4)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');
}

function withReason(name, message) {
  const why = reason(message);
  return why ? `${name}\n${why}` : name;
}

/**
 * Failed test names from one Vitest JSON report (Jest's format) or Playwright JSON report, each
 * followed by the first lines of why it failed, so a CI log says what broke without a rerun.
 */
export function failedTests(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) => {
      const where = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      // A file that failed to load or whose hooks threw has no failed test of its own.
      if (failed.length === 0 && file.status === 'failed')
        return [withReason(`${where} (the file itself)`, file.message)];
      return failed.map((test) =>
        withReason(`${where} > ${test.fullName ?? test.title}`, test.failureMessages?.[0]),
      );
    });
  }
  if (Array.isArray(report.suites)) {
    const names = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        const failed = spec.tests
          .flatMap((test) => test.results)
          .find((result) => ['failed', 'timedOut', 'interrupted'].includes(result.status));
        if (failed)
          names.push(
            withReason(
              `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}`,
              failed.error?.message ?? (failed.status === 'timedOut' ? 'timed out' : undefined),
            ),
          );
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites) walk(suite, []);
    for (const error of report.errors ?? [])
      names.push(`(outside any test) ${error.message ?? ''}`.trim());
    return names;
  }
  return [];
}

function readReports(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return failedTests(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
      } catch {
        return [`(unreadable report ${name})`];
      }
    });
}

function ciTimings() {
  const file = process.env.CI_TIMINGS_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [stage, seconds] = line.split('\t');
      return { stage, seconds: Number(seconds), result: 'ok' };
    });
}

export function table(rows) {
  const width = Math.max(5, ...rows.map((row) => row.stage.length));
  const lines = [`${'stage'.padEnd(width)}  ${'seconds'.padStart(7)}  result`];
  for (const row of rows)
    lines.push(`${row.stage.padEnd(width)}  ${row.seconds.toFixed(0).padStart(7)}  ${row.result}`);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  lines.push(`${'total'.padEnd(width)}  ${total.toFixed(0).padStart(7)}`);
  return lines.join('\n');
}

function main(args) {
  const unknown = args.filter((stage) => !STAGES.includes(stage));
  if (unknown.length) {
    console.error(`Unknown stage ${unknown.join(', ')}; the stages are: ${STAGES.join(', ')}`);
    return 2;
  }
  const stages = args.length ? args : STAGES;
  const reports = mkdtempSync(path.join(tmpdir(), 'socialpulse-test-reports-'));
  const rows = ciTimings();
  let failure;
  for (const stage of stages) {
    console.log(`\n== npm run ${stage}`);
    const dir = path.join(reports, stage.replace(':', '-'));
    const started = process.hrtime.bigint();
    const result = spawnSync('npm', ['run', stage], {
      stdio: 'inherit',
      env: { ...process.env, TEST_REPORT_DIR: dir },
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const ok = result.status === 0;
    rows.push({ stage, seconds, result: ok ? 'ok' : `FAILED (${result.status ?? result.signal})` });
    if (!ok) {
      failure = { stage, tests: readReports(dir) };
      break;
    }
  }
  rmSync(reports, { recursive: true, force: true });

  console.log(`\n== Durations\n${table(rows)}`);
  if (!failure) return 0;
  console.log(`\n== Failed: npm run ${failure.stage}`);
  if (failure.tests.length) for (const name of failure.tests) console.log(`  ${name}`);
  else console.log('  (no test report names a failed test: see the stage output above)');
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));

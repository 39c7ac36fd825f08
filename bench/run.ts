/**
 * `npm run bench [-- suite…]`: runs the benchmark suites in suites/ (all, or those named) and prints
 * their figures.
 * Each suite compares against a baseline measured in the same process, so the printed ratios
 * hold on any machine; nothing here asserts on time. With more than one suite, each runs in a
 * process of its own: peak memory is per process, and one suite's heap must not count against the
 * next one's memory target.
 */
import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

interface BenchSuite {
  name: string;
  run: () => Promise<void>;
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suites');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();

const suites: BenchSuite[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { suite: BenchSuite };
  if (only.length === 0 || only.includes(mod.suite.name)) suites.push(mod.suite);
}

if (suites.length === 1) {
  const [suite] = suites;
  console.log(`\n=== ${suite!.name} ===`);
  await suite!.run();
} else {
  let failed = false;
  for (const suite of suites) {
    // Same node flags (--expose-gc, the tsx loader), this script, one suite.
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), suite.name],
      { stdio: 'inherit' },
    );
    failed ||= child.status !== 0;
  }
  if (failed) process.exitCode = 1;
}

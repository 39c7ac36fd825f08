/**
 * `npm run bench`: runs every benchmark suite in scripts/bench/ and prints its figures.
 * Each suite compares against a baseline measured in the same process, so the printed ratios
 * hold on any machine; nothing here asserts on time.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

interface BenchSuite {
  name: string;
  run: () => Promise<void>;
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();

for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { suite: BenchSuite };
  if (only.length > 0 && !only.includes(mod.suite.name)) continue;
  console.log(`\n=== ${mod.suite.name} ===`);
  await mod.suite.run();
}

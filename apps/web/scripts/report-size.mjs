// Reports the gzip size of the JavaScript the first screen loads: the entry chunk and every chunk it
// imports statically (lazy routes are excluded). Fails the build above the budget so it cannot creep,
// or when the first screen carries React Router's development build (vite.config.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) {
  console.error('report-size: no entry chunk in the manifest');
  process.exit(1);
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
entries.forEach(visit);

const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

// A warning only React Router's development build has: its package exports pick that build unless
// vite.config.ts points the production build at the other one.
const ROUTER_DEV_WARNING = 'No routes matched location';
const withDevRouter = rows.filter((row) =>
  readFileSync(join(dist, row.file), 'utf8').includes(ROUTER_DEV_WARNING),
);
if (withDevRouter.length > 0) {
  console.error(
    `report-size: ${withDevRouter.map((row) => row.file).join(', ')} carries React Router's development build`,
  );
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip)}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`First-screen JavaScript: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(
    `report-size: first-screen JavaScript exceeds the budget by ${kb(total - BUDGET_BYTES)}`,
  );
  process.exit(1);
}

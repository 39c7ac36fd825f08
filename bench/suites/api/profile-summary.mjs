// Where a .cpuprofile's time went, as text (from profile.mjs): self time by package or
// file, then the inclusive share of the functions named on the command line.
// node suites/api/profile-summary.mjs /tmp/out.cpuprofile [functionName ...]
import { readFileSync } from 'node:fs';

const [file, ...names] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [functionName ...]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map();
for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
const total = profile.samples.length;
const pct = (n) => `${((100 * n) / total).toFixed(1)} %`;

/** node_modules/<package>, our src/<dir>/<file>, or Node's own bucket. */
function bucket(frame) {
  const url = frame.url ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/apps\/server\/(src\/.+)$/.exec(url);
  if (ours) return ours[1];
  if (url.startsWith('node:')) return url;
  return frame.functionName ? `(${frame.functionName})` : '(anonymous native)';
}

const byBucket = new Map();
for (const [id, count] of self) {
  const key = bucket(nodes.get(id).callFrame);
  byBucket.set(key, (byBucket.get(key) ?? 0) + count);
}
console.log(`${total} samples\n\nself time by package or file:`);
for (const [key, count] of [...byBucket].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${pct(count).padStart(7)}  ${key}`);

if (names.length > 0) {
  console.log('\ninclusive (samples with the function on the stack):');
  for (const name of names) {
    let hits = 0;
    for (const [id, count] of self) {
      for (let at = id; at !== undefined; at = parent.get(at)) {
        if (nodes.get(at).callFrame.functionName === name) {
          hits += count;
          break;
        }
      }
    }
    console.log(`  ${pct(hits).padStart(7)}  ${name}`);
  }
}

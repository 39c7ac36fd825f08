// The app of two checkouts side by side (both PGlite), GET /api/options, loaded alternately:
// node scripts/bench/api/ab.mjs <other apps/server dir> [rounds=5] [seconds=4]   (in apps/server)
// Prints, per side, the median req/s and the median CPU µs the server process spent per answered
// request (process.cpuUsage of the server), and the bare node:http hello as the reference. CPU per
// request is what the code costs; req/s moves with the neighbours' load on a shared machine.
import path from 'node:path';
import autocannon from 'autocannon';
import { cpu, start } from './bench-children.mjs';

const other = path.resolve(process.argv[2] ?? '');
const rounds = Number(process.argv[3] ?? 5);
const seconds = Number(process.argv[4] ?? 4);

const sides = [
  { name: 'hello', path: '/', ...(await start(process.cwd(), 'thin-server.ts', ['hello'])) },
  {
    name: `this (${process.cwd()})`,
    path: '/api/options',
    ...(await start(process.cwd(), 'app-server.ts')),
  },
  { name: `other (${other})`, path: '/api/options', ...(await start(other, 'app-server.ts')) },
];
for (const s of sides) {
  s.runs = [];
  await autocannon({ url: s.ready.url + s.path, connections: 10, duration: 2 });
}
for (let r = 0; r < rounds; r++) {
  for (const s of r % 2 ? [...sides].reverse() : sides) {
    const before = await cpu(s.child);
    const res = await autocannon({ url: s.ready.url + s.path, connections: 50, duration: seconds });
    const spent = (await cpu(s.child)) - before;
    if (res.non2xx) throw new Error(`${s.name}: ${res.non2xx} non-2xx`);
    s.runs.push({ rps: res.requests.average, micros: spent / res['2xx'] });
  }
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const s of sides) {
  const runs = s.runs.map((x) => `${Math.round(x.rps)}/${x.micros.toFixed(1)}`).join('  ');
  console.log(
    `${s.name}: ${Math.round(median(s.runs.map((x) => x.rps)))} req/s, ${median(s.runs.map((x) => x.micros)).toFixed(1)} µs/request (runs req/s/µs: ${runs})`,
  );
}
for (const s of sides) s.child.disconnect();

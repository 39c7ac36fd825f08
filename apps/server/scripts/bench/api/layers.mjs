// Where GET /api/options spends its time, layer by layer (docs/perf.md, issue 11):
// node scripts/bench/api/layers.mjs [rounds=3] [seconds=4]   (in apps/server)
// Servers: the bare node:http hello (thin-server.ts), Fastify with the options route plus 0…N of the
// app's own layers (layers-server.ts), and the whole app on PGlite (app-server.ts). Each is loaded
// in turn, round after round, by autocannon at 50 connections; printed per server: the median req/s
// and the median CPU µs the server process spent per answered request (its own process.cpuUsage,
// so the load generator's and the neighbours' CPU are not counted).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 4);
const LEVELS = 5;

function start(script, args) {
  const child = fork(`scripts/bench/api/${script}`, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => child.once('message', (ready) => resolve({ child, ready })));
}

function cpu(child) {
  return new Promise((resolve) => {
    const on = (message) => {
      if (message.type !== 'cpu') return;
      child.off('message', on);
      resolve(message.micros);
    };
    child.on('message', on);
    child.send({ type: 'cpu' });
  });
}

const servers = [{ name: 'node:http hello', ...(await start('thin-server.ts', ['hello'])) }];
for (let level = 0; level <= LEVELS; level++) {
  const server = await start('layers-server.ts', [String(level)]);
  const name = level === 0 ? 'Fastify + the route' : `+ ${server.ready.layers.at(-1)}`;
  servers.push({ name, ...server });
}
servers.push({ name: 'the whole app (buildApp, PGlite)', ...(await start('app-server.ts', [])) });

for (const s of servers) {
  s.runs = [];
  await autocannon({ url: `${s.ready.url}/api/options`, connections: 10, duration: 2 });
}
for (let round = 0; round < rounds; round++) {
  for (const s of servers) {
    const path = s.name === 'node:http hello' ? '/' : '/api/options';
    const before = await cpu(s.child);
    const result = await autocannon({
      url: `${s.ready.url}${path}`,
      connections: 50,
      duration: seconds,
    });
    const spent = (await cpu(s.child)) - before;
    const answered = result['2xx'];
    if (result.non2xx > 0) throw new Error(`${s.name}: ${result.non2xx} non-2xx answers`);
    s.runs.push({ rps: result.requests.average, micros: spent / answered });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const hello = median(servers[0].runs.map((r) => r.rps));
let previous;
console.log('| server | req/s (median) | vs hello | CPU µs/request (median; runs) | Δ µs |');
console.log('|---|---|---|---|---|');
for (const s of servers) {
  const rps = median(s.runs.map((r) => r.rps));
  const micros = median(s.runs.map((r) => r.micros));
  const runs = s.runs.map((r) => r.micros.toFixed(1)).join(' / ');
  const delta = previous === undefined ? '' : (micros - previous).toFixed(1);
  console.log(
    `| ${s.name} | ${Math.round(rps)} | ${(rps / hello).toFixed(2)} | ${micros.toFixed(1)} (${runs}) | ${delta} |`,
  );
  previous = micros;
}
for (const s of servers) s.child.disconnect();

// Where a page's first-screen main-thread time goes (docs/perf.md, "zod and tailwind-merge"):
// loads a built SPA served by app-server.ts (the bench's seeded user) in Debian's Chromium with
// Lighthouse's 4x CPU throttling, records a trace and a CPU profile, and prints the long tasks and
// the script self time per original source file (through the build's source maps, so build with
// `npx vite build --sourcemap --outDir <dir>`).
// node scripts/bench/api/web-profile.mjs <dist> [/pulse|/auth] [loads=3]
import { fork } from 'node:child_process';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { buildSourceMaps } from './build-source-maps.mjs';
import { setPageSession } from './page-session.mjs';

const [dist, pathname = '/pulse', loadsArg = '3'] = process.argv.slice(2);
if (!dist) throw new Error('usage: web-profile.mjs <dist> [/pulse|/auth] [loads]');
const loads = Number(loadsArg);
// WEB_PROFILE_RATE=1 profiles the page as Lighthouse observes it before its simulation multiplies
// every task by 4; the tasks listed are then those of 12.5 ms or more (50 ms once multiplied).
const rate = Number(process.env.WEB_PROFILE_RATE ?? 4);
const minTask = rate === 4 ? 30_000 : 12_500;
const signedIn = pathname !== '/auth';

const server = fork('scripts/bench/api/app-server.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_WEB_DIST: path.resolve(dist) },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const ready = await new Promise((resolve) => server.once('message', resolve));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

const original = buildSourceMaps(dist);
/** node_modules/<package> or our source file, for one profile frame. */
function bucket(frame) {
  if (!frame.url || !frame.url.startsWith('http'))
    return frame.functionName ? `(${frame.functionName})` : '(native)';
  const source =
    original(frame.url, frame.lineNumber + 1, frame.columnNumber)?.source ??
    new URL(frame.url).pathname;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg)
    return pkg[1] === 'zod' ? `zod/${/zod\/v4\/(\w+\/[\w-]+)/.exec(source)?.[1] ?? ''}` : pkg[1];
  return /(apps\/web\/src\/.+|packages\/contract\/src\/.+)$/.exec(source)?.[1] ?? source;
}

/** `apps/web/src/<file>:<line> <name>` for a frame of our own code, else null. */
function ours(frame) {
  if (!frame.url || !frame.url.startsWith('http')) return null;
  const pos = original(frame.url, frame.lineNumber + 1, frame.columnNumber);
  if (!pos) return null;
  const file = /(apps\/web\/src\/.+|packages\/contract\/src\/.+)$/.exec(pos.source)?.[1];
  if (file) return `${file}:${pos.line} ${pos.name ?? frame.functionName}`;
  // WEB_PROFILE_STACKS=all: the libraries' functions too.
  const pkg = /node_modules\/(.+)$/.exec(pos.source)?.[1];
  return pkg && process.env.WEB_PROFILE_STACKS === 'all'
    ? `${pkg}:${pos.line} ${pos.name ?? frame.functionName}`
    : null;
}

const totals = new Map();
const tbts = [];
for (let load = 1; load <= loads; load++) {
  const page = await browser.newPage();
  await setPageSession(page, ready, signedIn);
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(`${ready.url}${pathname}`, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 4000));
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await page.close();

  const events = trace.traceEvents;
  // The page's renderer main thread: where its first contentful paint was recorded.
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === fcp?.pid &&
        e.args?.data?.isLoadingMainFrame &&
        String(e.args.data.documentLoaderURL).endsWith(pathname),
    )?.ts ?? 0;
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === fcp?.pid &&
        e.tid === fcp?.tid &&
        e.dur >= minTask &&
        e.ts >= nav,
    )
    .sort((a, b) => a.ts - b.ts);
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === fcp?.pid)
    .at(-1);
  const tbt = tasks
    .filter((t) => fcp && t.ts >= fcp.ts)
    .reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0);
  tbts.push(Math.round(tbt));
  console.log(
    `\nload ${load}: FCP ${fcp ? ((fcp.ts - nav) / 1000).toFixed(0) : '?'} ms, LCP ${lcp ? ((lcp.ts - nav) / 1000).toFixed(0) : '?'} ms; blocking time after FCP (tasks - 50 ms, observed at 4x) ${tbt.toFixed(0)} ms; tasks >= 30 ms:`,
  );

  // Self time per bucket, overall and per long task (samples fall into a task by timestamp).
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  let t = profile.startTime;
  const sampleTimes = profile.timeDeltas.map((d) => (t += d));
  for (const task of tasks) {
    const inTask = new Map();
    profile.samples.forEach((id, i) => {
      const ts = sampleTimes[i];
      if (ts < task.ts || ts > task.ts + task.dur) return;
      const b = bucket(nodes.get(id).callFrame);
      inTask.set(b, (inTask.get(b) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
    });
    const top = [...inTask]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([b, us]) => `${b} ${(us / 1000).toFixed(0)}`);
    console.log(
      `  at ${((task.ts - nav) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms  [${top.join(', ')}]`,
    );
    if (process.env.WEB_PROFILE_STACKS) {
      // Inclusive time per function of ours (file:line of its start): which renders the task ran.
      const inclusive = new Map();
      profile.samples.forEach((id, i) => {
        const ts = sampleTimes[i];
        if (ts < task.ts || ts > task.ts + task.dur) return;
        const seen = new Set();
        for (let n = id; n !== undefined; n = parents.get(n)) {
          const key = ours(nodes.get(n).callFrame);
          if (key) seen.add(key);
        }
        for (const key of seen)
          inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
      });
      const rows = [...inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.WEB_PROFILE_TOP ?? 12));
      for (const [key, us] of rows)
        console.log(`      ${(us / 1000).toFixed(0).padStart(4)}  ${key}`);
    }
  }
  profile.samples.forEach((id, i) => {
    const b = bucket(nodes.get(id).callFrame);
    totals.set(b, (totals.get(b) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / loads);
  });
}
console.log(`\nblocking time per load: ${tbts.join(' / ')} ms`);
console.log('self time per source, mean of the loads (ms, 4x throttled):');
for (const [b, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${(us / 1000).toFixed(1).padStart(7)}  ${b}`);
await browser.close();
server.disconnect();

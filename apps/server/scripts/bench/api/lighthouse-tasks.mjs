// What Lighthouse's Total Blocking Time is made of (docs/perf.md): runs Lighthouse mobile (its
// default simulated 4x CPU and slow network) on a built SPA served by app-server.ts, signed in as
// the bench's seeded user for any page but /auth, and prints each main-thread task of 12.5 ms or
// more (50 ms once multiplied by 4: the tasks that can count) with what it spent its time on and
// the script it is attributed to, plus the score, FCP, LCP, TBT and the benchmark index.
// node scripts/bench/api/lighthouse-tasks.mjs <dist> [/|/auth] [runs=1]
import { fork } from 'node:child_process';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import puppeteer from 'puppeteer-core';
import { buildSourceMaps } from './build-source-maps.mjs';
import { setPageSession } from './page-session.mjs';

const [dist, pathname = '/', runsArg = '1'] = process.argv.slice(2);
if (!dist) throw new Error('usage: lighthouse-tasks.mjs <dist> [/|/auth] [runs]');
const original = buildSourceMaps(dist);

/** A trace event's script position (1-based line and column) as `source:line`, else its path. */
function scriptPosition(url, lineNumber, columnNumber) {
  const pos = url.startsWith('http')
    ? original(url, lineNumber ?? 0, (columnNumber ?? 1) - 1)
    : null;
  if (!pos) return url.replace(/^https?:\/\/[^/]+/, '');
  return `${pos.source.replace(/.*node_modules\//, '').replace(/.*apps\/web\//, '')}:${pos.line}`;
}

const server = fork('scripts/bench/api/app-server.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_WEB_DIST: path.resolve(dist) },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const ready = await new Promise((resolve) => server.once('message', resolve));
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

try {
  for (let run = 1; run <= Number(runsArg); run++) {
    const page = await browser.newPage();
    await setPageSession(page, ready, pathname !== '/auth');
    const result = await lighthouse(
      `${ready.url}${pathname}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    await page.close();
    const { lhr, artifacts } = result;
    const ms = (id) => Math.round(lhr.audits[id].numericValue);
    console.log(
      `run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${ms('first-contentful-paint')} ms, ` +
        `LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}, ` +
        `benchmark index ${lhr.environment.benchmarkIndex}`,
    );
    const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
    const processed = TraceProcessor.processTrace(trace);
    const navigation = TraceProcessor.processNavigation(processed);
    const fcp = navigation.timings.firstContentfulPaint;
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    );
    const simulated = lhr.audits['long-tasks'].details?.items ?? [];
    const simulatedFcp = lhr.audits['first-contentful-paint'].numericValue;
    console.log(
      `  observed FCP ${Math.round(fcp)} ms; top-level tasks >= 12.5 ms (start, duration, self by group, script):`,
    );
    // The whole load's main-thread time per trace event, its own time only (Lighthouse's "Other"
    // group is mostly events it has no name for).
    const byEvent = new Map();
    for (const t of tasks) {
      const key = `${t.group.id}: ${t.event.name}`;
      byEvent.set(key, (byEvent.get(key) ?? 0) + t.selfTime);
    }
    const heaviest = [...byEvent].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `  main thread by event (ms): ${heaviest.map(([k, v]) => `${k} ${Math.round(v)}`).join('; ')}`,
    );
    for (const task of tasks.filter((t) => !t.parent && t.duration >= 12.5)) {
      // Lighthouse's own long-tasks audit holds the simulated timeline: the same task, 4x longer.
      const twin = simulated.find((item) => Math.abs(item.duration - task.duration * 4) < 2);
      const blocking = twin && twin.startTime >= simulatedFcp ? Math.max(0, twin.duration - 50) : 0;
      const where = twin
        ? `simulated at ${Math.round(twin.startTime)} ms, blocking ${Math.round(blocking)} ms`
        : 'not simulated as long';
      const groups = new Map();
      const events = new Map();
      const visit = (t) => {
        groups.set(t.group.id, (groups.get(t.group.id) ?? 0) + t.selfTime);
        const data = t.event.args?.data ?? {};
        const at = data.url
          ? ` ${data.functionName ? `${data.functionName}@` : ''}${scriptPosition(data.url, data.lineNumber, data.columnNumber)}`
          : data.functionName
            ? ` ${data.functionName}`
            : '';
        const key = `${t.event.name}${at}`;
        events.set(key, (events.get(key) ?? 0) + t.selfTime);
        t.children.forEach(visit);
      };
      visit(task);
      const parts = [...groups]
        .sort((a, b) => b[1] - a[1])
        .filter(([, v]) => v >= 1)
        .map(([k, v]) => `${k} ${Math.round(v)}`);
      const url = task.attributableURLs.at(-1)?.replace(ready.url, '') ?? '';
      const name = task.event.name === 'RunTask' ? '' : `${task.event.name} `;
      console.log(
        `    ${Math.round(task.startTime)} ${task.duration.toFixed(1)} ms  ${name}[${parts.join(', ')}] ${url} (${where})`,
      );
      const top = [...events]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .filter(([, v]) => v >= 1);
      console.log(`        ${top.map(([k, v]) => `${k}: ${Math.round(v)}`).join('; ')}`);
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  server.kill();
}

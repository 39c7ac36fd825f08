/**
 * `npm run bench -- api`: the API and the built web app, each figure next to a reference measured
 * in the same run, back to back, so the printed ratios hold on any machine (absolute numbers on a
 * shared machine are noise). It starts everything itself: the app (api/app-server.ts) on PostgreSQL
 * and on PGlite, the thin reference servers (api/thin-server.ts), autocannon in this process as the
 * load generator, and Lighthouse with the system's Chromium, from a cold cache.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server the user may create databases on; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS per load run (5), BENCH_ROUNDS (5: an
 * app figure and its reference alternate, so a neighbour's load burst hits both), BENCH_SOAK_SECONDS
 * (20), BENCH_CONNECTIONS (50), BENCH_RATE_LIMIT_STORE (the app's on PostgreSQL: memory, as
 * compose.yaml's one process; database, as the replicas), CHROME_PATH (/usr/bin/chromium),
 * BENCH_SKIP=lighthouse,postgres,pglite,web (a comma-separated list of parts to leave out),
 * BENCH_LIGHTHOUSE_RUNS (3 per page: TBT swings with the neighbours' load, so medians and every run
 * are printed), BENCH_LIGHTHOUSE_DIR (write each run's report there), BENCH_WEB_DIST (another build,
 * default apps/web/dist), BENCH_WEB_DIST_COMPARE (a second build, e.g. a copy of an earlier dist:
 * Lighthouse alternates between the two run by run and prints both).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Browser } from 'puppeteer-core';
import { SERVER_NODE_FLAGS } from '@/config/node-flags';
import type { AppServerReady } from './api/app-server';
import { setPageSession } from './api/page-session.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Each app figure and its reference are measured this many times, alternately; medians printed. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WEB_DIST = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(here, '../../apps/web/dist'));
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const COMPARE_DIST = process.env.BENCH_WEB_DIST_COMPARE;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));

interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** The server process's CPU µs per answered request, where `load` was told the server. */
  cpuUs?: number;
}

/** A reference server the bench started: where it listens, and its process (for its CPU time). */
interface BenchServer {
  url: string;
  process: ChildProcess;
}

interface Row {
  what: string;
  measured: string;
  reference: string;
  ratio: string;
  target: string;
}

const rows: Row[] = [];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');

function child(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{
  process: ChildProcess;
  ready: Record<string, unknown>;
}> {
  const processHandle = fork(path.join(here, 'api', script), args, {
    // The app runs with the V8 flags `npm start` gives it; the reference servers with Node's own.
    execArgv: [...(script === 'app-server.ts' ? SERVER_NODE_FLAGS : []), '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    processHandle.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    processHandle.once('message', (ready) =>
      resolve({ process: processHandle, ready: ready as Record<string, unknown> }),
    );
  });
}

function stop(handle: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    handle.removeAllListeners('exit');
    handle.once('exit', () => resolve());
    handle.disconnect();
    setTimeout(() => handle.kill('SIGKILL'), 5_000).unref();
  });
}

async function load(
  url: string,
  options: {
    headers?: Record<string, string>;
    seconds?: number;
    requests?: autocannon.Request[];
    /** The server's process, to price a request in its CPU time (it answers `{ type: 'cpu' }`). */
    server?: ChildProcess;
  } = {},
): Promise<Load> {
  const cpuBefore = options.server ? await cpuMicros(options.server) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  const cpuAfter = options.server ? await cpuMicros(options.server) : 0;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    ...(options.server && result.requests.total > 0
      ? { cpuUs: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/** A bench server's CPU time so far, in µs (app-server.ts, thin-server.ts). */
function cpuMicros(server: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const on = (message: { type?: string; micros?: number }) => {
      if (message.type !== 'cpu') return;
      server.off('message', on);
      resolve(message.micros ?? 0);
    };
    server.on('message', on);
    server.send({ type: 'cpu' });
  });
}

/**
 * `a` and `b` measured alternately ROUNDS times: the median run of each (by req/s), and the ratio
 * a/b as the median of each round's own ratio. The machine's speed drifts by 2x over minutes on a
 * shared host (the hello alone read 24,000 and 47,000 req/s in one run): a round's two runs are
 * seconds apart and see the same machine, so pairing them keeps the drift out of the ratio.
 */
async function alternate(
  a: () => Promise<Load>,
  b: () => Promise<Load>,
): Promise<[Load, Load, string]> {
  const as: Load[] = [];
  const bs: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    as.push(await a());
    bs.push(await b());
  }
  const mid = (runs: Load[]) =>
    [...runs].sort((x, y) => x.rps - y.rps)[Math.floor(runs.length / 2)]!;
  const paired = as.map((run, round) => run.rps / Math.max(bs[round]!.rps, 1e-9));
  return [mid(as), mid(bs), median(paired).toFixed(2)];
}

/** ", 41 µs CPU/req" where the run knows its server's CPU time. */
const cpuText = (run: Load) =>
  run.cpuUs === undefined ? '' : `, ${run.cpuUs.toFixed(1)} µs CPU/req`;

/** A short warm-up so JIT and pools are ready before the measured run. */
async function warm(url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, connections: 10, duration: 2, headers });
}

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: body.length, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sp_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Milliseconds from a status change (made in the app process, as a worker does) to the event. */
async function pushLatency(app: ChildProcess, ready: AppServerReady): Promise<number[] | null> {
  const ticket = await fetch(`${ready.url}/api/summaries/events/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ready.accessToken}` },
  });
  if (ticket.status !== 200 && ticket.status !== 201) return null;
  const { data } = (await ticket.json()) as { data: { ticket: string } };
  const controller = new AbortController();
  const stream = await fetch(`${ready.url}/api/summaries/events?ticket=${data.ticket}`, {
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) return null;
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const nextEvent = async (): Promise<void> => {
    for (;;) {
      const index = buffered.indexOf('\n\n');
      if (index >= 0) {
        const event = buffered.slice(0, index);
        buffered = buffered.slice(index + 2);
        if (event.includes('event: summary')) return;
        continue;
      }
      const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
      if (chunk.done) throw new Error('stream ended');
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  };
  const samples: number[] = [];
  const statuses = [
    'processing',
    'completed',
    'processing',
    'completed',
    'processing',
    'completed',
  ];
  for (const status of statuses) {
    const started = performance.now();
    const arrived = nextEvent();
    app.send({ type: 'status', status });
    await arrived;
    samples.push(performance.now() - started);
  }
  controller.abort();
  return samples;
}

async function benchMode(mode: 'postgres' | 'pglite', hello: BenchServer): Promise<void> {
  const database = mode === 'postgres' ? await createDatabase() : null;
  try {
    const app = await child('app-server.ts', [], {
      ...(database ? { BENCH_APP_DATABASE_URL: database.url } : {}),
    });
    const ready = app.ready as unknown as AppServerReady;
    const auth = { authorization: `Bearer ${ready.accessToken}` };
    const label = mode === 'postgres' ? 'PostgreSQL' : 'PGlite';
    try {
      await warm(`${ready.url}/api/summaries`, auth);

      // GET /api/summaries against node:http + pg running the same query (PostgreSQL only).
      const listing = () =>
        load(`${ready.url}/api/summaries`, { headers: auth, server: app.process });
      let thin: Load | null = null;
      let listRatio = '';
      let summaries: Load;
      if (database) {
        const against = async (kind: string) => {
          const reference = await child('thin-server.ts', [kind], {
            BENCH_APP_DATABASE_URL: database.url,
            BENCH_USER_ID: ready.userId,
          });
          await warm(String(reference.ready.url));
          const result = await alternate(listing, () =>
            load(String(reference.ready.url), { server: reference.process }),
          );
          await stop(reference.process);
          return result;
        };
        [summaries, thin, listRatio] = await against('summaries');
      } else {
        summaries = await listing();
      }
      const settings = await load(`${ready.url}/api/settings`, { headers: auth });
      await warm(`${ready.url}/api/options`);
      const [options, helloRun, optionsRatio] = await alternate(
        () => load(`${ready.url}/api/options`, { server: app.process }),
        () => load(hello.url, { server: hello.process }),
      );

      if (thin) {
        rows.push({
          what: `GET /api/summaries (auth), ${label}, ${CONNECTIONS} conn.`,
          measured: `${fmt(summaries.rps)} req/s, p99 ${summaries.p99} ms${cpuText(summaries)}`,
          reference: `${fmt(thin.rps)} req/s, p99 ${thin.p99} ms${cpuText(thin)} (node:http + pg, same query)`,
          ratio: listRatio,
          target: '≥ 0.5, p99 ≤ 50 ms',
        });
      }
      {
        rows.push({
          what: `GET /api/options, ${label}`,
          measured: `${fmt(options.rps)} req/s, p99 ${options.p99} ms${cpuText(options)}`,
          reference: `${fmt(helloRun.rps)} req/s, p99 ${helloRun.p99} ms${cpuText(helloRun)} (node:http JSON hello)`,
          ratio: optionsRatio,
          target: '(reported)',
        });
      }
      rows.push({
        what: `GET /api/settings (auth), ${label}`,
        measured: `${fmt(settings.rps)} req/s, p99 ${settings.p99} ms`,
        reference: '',
        ratio: '',
        target: '',
      });

      // One page of the list, and every page of it, with 64 large summaries.
      const page = await get(`${ready.url}/api/summaries`, auth);
      const all = await get(`${ready.url}/api/summaries?limit=100`, auth);
      rows.push({
        what: `list with 64 summaries, ${label}`,
        measured: `first page ${(page.bytes / 1000).toFixed(1)} kB; all 64 ${(all.bytes / 1000).toFixed(1)} kB`,
        reference: '',
        ratio: '',
        target: '≤ 100 kB per page',
      });

      // A mixed soak: list, detail, settings, options, pulse, as open pages do.
      const soak = await load(`${ready.url}/api/options`, {
        seconds: SOAK_SECONDS,
        requests: [
          { method: 'GET', path: '/api/summaries', headers: auth },
          { method: 'GET', path: `/api/summaries/${ready.newestSummaryId}`, headers: auth },
          { method: 'GET', path: '/api/settings', headers: auth },
          { method: 'GET', path: '/api/options' },
          { method: 'GET', path: '/api/summaries', headers: auth },
        ],
      });
      rows.push({
        what: `mixed soak ${SOAK_SECONDS} s, ${label}`,
        measured: `${fmt(soak.rps)} req/s, p99 ${soak.p99} ms, ${soak.errors} errors`,
        reference: '',
        ratio: '',
        target: 'p99 well under 2.0 s',
      });

      const push = await pushLatency(app.process, ready);
      rows.push({
        what: `summary completed → page told, ${label}`,
        measured: push
          ? `pushed: median ${median(push).toFixed(0)} ms, max ${Math.max(...push).toFixed(0)} ms`
          : 'no push endpoint: polling, up to 5,000 ms',
        reference: 'polling every 5,000 ms',
        ratio: '',
        target: '< 1 s',
      });
    } finally {
      await stop(app.process);
    }
  } finally {
    await database?.drop();
  }
}

/**
 * PGlite against PostgreSQL mode: both apps up at once and measured alternately, medians, so a
 * neighbour's burst hits both modes alike (measured minutes apart, in benchMode, the two figures
 * swung by 5x with the machine's load).
 */
async function compareModes(): Promise<void> {
  const database = await createDatabase();
  const started: ChildProcess[] = [];
  try {
    const start = async (env: Record<string, string>) => {
      const app = await child('app-server.ts', [], env);
      started.push(app.process);
      return app.ready as unknown as AppServerReady;
    };
    const postgres = await start({ BENCH_APP_DATABASE_URL: database.url });
    const pglite = await start({});
    for (const pathname of ['/api/summaries', '/api/settings']) {
      const measure = (ready: AppServerReady) => () =>
        load(`${ready.url}${pathname}`, {
          headers: { authorization: `Bearer ${ready.accessToken}` },
        });
      await warm(`${pglite.url}${pathname}`, { authorization: `Bearer ${pglite.accessToken}` });
      await warm(`${postgres.url}${pathname}`, { authorization: `Bearer ${postgres.accessToken}` });
      const [lite, pg, modesRatio] = await alternate(measure(pglite), measure(postgres));
      rows.push({
        what: `GET ${pathname}: PGlite vs PostgreSQL`,
        measured: `${fmt(lite.rps)} req/s, p99 ${lite.p99} ms`,
        reference: `${fmt(pg.rps)} req/s, p99 ${pg.p99} ms (PostgreSQL mode, alternated)`,
        ratio: modesRatio,
        target: '≥ 0.5',
      });
    }
  } finally {
    for (const app of started) await stop(app);
    await database.drop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** What /auth loads: its HTML, then every script and module preload it names, per encoding. */
async function wireSizes(origin: string): Promise<void> {
  const html = (await get(`${origin}/auth`)).body.toString('utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const sizes = { identity: 0, gzip: 0, br: 0 };
  const encodings: string[] = [];
  for (const script of new Set(scripts)) {
    for (const encoding of ['identity', 'gzip', 'br'] as const) {
      const res = await get(`${origin}${script}`, { 'accept-encoding': encoding });
      sizes[encoding] += res.bytes;
      if (encoding === 'br') encodings.push(String(res.headers['content-encoding'] ?? 'none'));
    }
  }
  rows.push({
    what: 'JavaScript /auth loads up front',
    measured: `${(sizes.br / 1000).toFixed(1)} kB br, ${(sizes.gzip / 1000).toFixed(1)} kB gzip (${new Set(encodings).size === 1 ? `served as ${encodings[0]}` : encodings.join('/')})`,
    reference: `${(sizes.identity / 1000).toFixed(1)} kB uncompressed`,
    ratio: ratio(sizes.br, sizes.identity),
    target: 'compressed at build',
  });
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's own measure of the host's CPU (about 1,000 for the mid-range phone it emulates). */
  benchmarkIndex: number;
}

/**
 * One Lighthouse mobile run of `pathname` from a cold cache, with the Lighthouse CLI's defaults
 * (mobile form factor, simulated throttling). Signed out, Lighthouse resets the origin's storage
 * and cache itself, as its CLI does by default. Signed in, the session must stay in localStorage,
 * so the storage reset is off: the session is put in place from a page that loads none of the
 * app's files (page-session.mjs), then this empties the HTTP cache, Cache Storage, IndexedDB and
 * service workers itself: the page still loads every file afresh.
 */
async function lighthouseOnce(
  browser: Browser,
  port: number,
  origin: string,
  pathname: string,
  signedIn: boolean,
  ready: AppServerReady,
) {
  const lighthouse = (await import('lighthouse')).default;
  const page = await browser.newPage();
  if (signedIn) {
    await setPageSession(page, ready, true);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cache_storage,service_workers,indexeddb',
    });
    await cdp.detach();
  }
  const result = await lighthouse(
    `${origin}${pathname}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn,
    },
    undefined,
    page,
  );
  await page.close();
  return result?.lhr;
}

interface WebTarget {
  /** '' for this build, a name for a build it is compared with. */
  label: string;
  ready: AppServerReady;
}

/**
 * LIGHTHOUSE_RUNS scored runs per page and build. With a second build to compare (a copy of an
 * earlier dist), the builds alternate run by run, so a neighbour's load burst hits both alike, and
 * take turns going first (use an even number of runs).
 */
async function lighthouseRuns(targets: WebTarget[]): Promise<void> {
  const { launch } = await import('chrome-launcher');
  const puppeteer = (await import('puppeteer-core')).default;
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    if (LIGHTHOUSE_DIR) mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
    for (const [name, pathname, signedIn] of [
      ['/auth', '/auth', false],
      ['Pulse (signed in)', '/', true],
    ] as const) {
      const runs = targets.map(() => [] as LighthouseRun[]);
      const failed = targets.map(() => 0);
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        // Which build goes first alternates run by run: in one run, the first build scored better
        // whichever it was (Pulse 92 against 88, then 91 against 88 with the two swapped).
        const order = [...targets.entries()];
        if (run % 2 === 0) order.reverse();
        for (const [index, target] of order) {
          // A run Lighthouse itself could not trace (NO_NAVSTART under load) is retried, not scored 0.
          for (let attempt = 0; attempt < 3; attempt++) {
            const { ready } = target;
            const lhr = await lighthouseOnce(
              browser,
              chrome.port,
              ready.url,
              pathname,
              signedIn,
              ready,
            );
            if (!lhr || lhr.runtimeError) {
              failed[index]!++;
              continue;
            }
            // A signed-in page that lands on /auth measured the wrong page: a setup error, not noise.
            const landed = new URL(lhr.finalDisplayedUrl).pathname;
            if (landed !== pathname)
              throw new Error(`Lighthouse on ${pathname} ended on ${landed}`);
            const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
            const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
            runs[index]!.push({
              performance: score('performance'),
              accessibility: score('accessibility'),
              fcp: ms('first-contentful-paint'),
              lcp: ms('largest-contentful-paint'),
              tbt: ms('total-blocking-time'),
              benchmarkIndex: lhr.environment.benchmarkIndex,
            });
            if (LIGHTHOUSE_DIR) {
              const page = pathname === '/' ? 'pulse' : 'auth';
              const file = `${page}${target.label ? `-${index}` : ''}-${run}.json`;
              writeFileSync(path.join(LIGHTHOUSE_DIR, file), JSON.stringify(lhr));
            }
            break;
          }
        }
      }
      for (const [index, target] of targets.entries()) {
        const scored = runs[index]!;
        const mid = (pick: (r: LighthouseRun) => number) => median(scored.map(pick));
        const all = (pick: (r: LighthouseRun) => number, unit = '') =>
          scored.map((r) => `${Math.round(pick(r))}${unit}`).join('/');
        rows.push({
          what: `Lighthouse mobile, ${name}${target.label}`,
          measured:
            `performance ${mid((r) => r.performance)} (runs ${all((r) => r.performance)}; ` +
            `FCP ${(mid((r) => r.fcp) / 1000).toFixed(1)} s, LCP ${(mid((r) => r.lcp) / 1000).toFixed(1)} s, ` +
            `TBT ${Math.round(mid((r) => r.tbt))} ms, runs ${all((r) => r.tbt, ' ms')}), ` +
            `accessibility ${all((r) => r.accessibility)}`,
          // The same build scores far lower on a slower or busier host: Lighthouse's simulation
          // multiplies every task by 4 whatever the host's speed, so each run's index is printed.
          reference:
            `median of ${scored.length}${failed[index]! > 0 ? ` (${failed[index]} failed runs retried)` : ''}; ` +
            `host benchmark index ${all((r) => r.benchmarkIndex)}`,
          ratio: '',
          target: '≥ 95 and 100',
        });
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
}

function print(): void {
  const headers: Row = {
    what: 'what',
    measured: 'measured',
    reference: 'reference (same run)',
    ratio: 'ratio',
    target: 'target',
  };
  const all = [headers, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
  const line = (r: Row) =>
    `| ${(['what', 'measured', 'reference', 'ratio', 'target'] as const).map((k) => r[k].padEnd(width(k))).join(' | ')} |`;
  console.log(line(headers));
  console.log(
    `|${(['what', 'measured', 'reference', 'ratio', 'target'] as const).map((k) => '-'.repeat(width(k) + 2)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

export const suite = {
  name: 'api',
  run: async () => {
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s per run, app and reference alternated ${ROUNDS} times ` +
        `(req/s and p99: the median run of each; ratio: the median of the rounds' own ratios; ` +
        `CPU/req: the server process's CPU time per answer), node ${process.version}`,
    );
    const helloServer = await child('thin-server.ts', ['hello'], {});
    const hello: BenchServer = {
      url: String(helloServer.ready.url),
      process: helloServer.process,
    };
    await warm(hello.url);

    if (!skip.has('postgres')) await benchMode('postgres', hello);
    if (!skip.has('pglite')) await benchMode('pglite', hello);
    if (!skip.has('postgres') && !skip.has('pglite')) await compareModes();

    if (existsSync(path.join(WEB_DIST, 'index.html')) && !skip.has('web')) {
      const web = await child('app-server.ts', [], { BENCH_WEB_DIST: WEB_DIST });
      const ready = web.ready as unknown as AppServerReady;
      const compare = COMPARE_DIST
        ? await child('app-server.ts', [], { BENCH_WEB_DIST: COMPARE_DIST })
        : null;
      try {
        await wireSizes(ready.url);
        const targets: WebTarget[] = [{ label: '', ready }];
        if (compare) {
          const label = ` (compared build ${path.basename(COMPARE_DIST!)})`;
          targets.push({ label, ready: compare.ready as unknown as AppServerReady });
        }
        if (!skip.has('lighthouse')) await lighthouseRuns(targets);
      } finally {
        await stop(web.process);
        if (compare) await stop(compare.process);
      }
    } else if (!skip.has('web')) {
      console.log('(no apps/web/dist: run `npm run build` first for the web rows)');
    }
    await stop(helloServer.process);
    print();
  },
};

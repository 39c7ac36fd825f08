/**
 * What each of our per-request steps on GET /api/options costs, called in a loop in one process
 * (docs/perf.md, "fourth round"): `npx tsx scripts/bench/api/steps.ts` in apps/server. Prints the
 * least and the median CPU µs per call over 9 runs of 100,000 calls; the least is the figure that a
 * loaded machine disturbs least. Beside each step of ours, what it replaced where that is still a
 * dependency (pino's own formatting of the request line, prom-client's Histogram).
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { createLogger } from '@/lib/logger';
import { requestLineWriter } from '@/lib/request-line';
import { REQUEST_DURATION_BUCKETS, RequestDurations } from '@/lib/request-durations';
import { rateLimit } from '@/plugins/rate-limit';

const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
const logger = createLogger({ logLevel: 'info', nodeEnv: 'production' }, sink);
const pinoLines = logger.child({}, { redact: [] });
const ourLine = requestLineWriter(logger);
const request = { id: 'req-1a', method: 'GET', url: '/api/options', ip: '127.0.0.1' };
const reply = { statusCode: 200, headers: () => reply };

const histogram = new Histogram({
  name: 'h',
  help: 'h',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: REQUEST_DURATION_BUCKETS,
  registers: [new Registry()],
});
const durations = new RequestDurations(new Registry());

/** The limiter's hook as Fastify runs it on a route. */
async function limitHook() {
  const app = Fastify();
  rateLimit(app, { max: 1e9, timeWindow: 60_000, exempt: (r) => !r.url.startsWith('/api/') });
  let hook: unknown;
  app.addHook('onRoute', (route) => {
    hook = [route.onRequest].flat().at(-1);
  });
  app.get('/api/options', () => 'x');
  await app.ready();
  return hook as (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;
}
const limit = await limitHook();

const STEPS: [string, () => void][] = [
  [
    'request line, pino formatting it',
    () =>
      pinoLines.info(
        { reqId: request.id, req: request, res: { statusCode: 200 }, responseTime: 1.2345 },
        'request completed',
      ),
  ],
  [
    'request line, requestLineWriter',
    () =>
      ourLine({
        reqId: request.id,
        method: request.method,
        url: request.url,
        ip: request.ip,
        statusCode: 200,
        responseTime: 1.2345,
      }),
  ],
  [
    'metric, prom-client Histogram.observe',
    () =>
      histogram.observe({ method: 'GET', route: '/api/options', status_code: String(200) }, 0.001),
  ],
  ['metric, RequestDurations.observe', () => durations.observe('GET', '/api/options', 200, 0.001)],
  [
    'rate limit, our onRequest hook',
    () =>
      limit(
        { ...request } as unknown as FastifyRequest,
        reply as unknown as FastifyReply,
        () => undefined,
      ),
  ],
];

const CALLS = 100_000;
function micros(step: () => void): number {
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) step();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / CALLS;
}
const runs = new Map<string, number[]>(STEPS.map(([name]) => [name, []]));
for (let round = 0; round < 9; round++)
  for (const [name, step] of STEPS) runs.get(name)?.push(micros(step));
console.log('| step | least µs/call | median µs/call |\n|---|---|---|');
for (const [name, values] of runs) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`| ${name} | ${sorted[0]?.toFixed(2)} | ${sorted[4]?.toFixed(2)} |`);
}

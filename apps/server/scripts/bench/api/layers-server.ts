/**
 * GET /api/options on a Fastify app built up one layer at a time, for the breakdown in docs/perf.md
 * (`node scripts/bench/api/layers.mjs`): argv[2] is how many layers of LAYERS to add, in order, on
 * top of bare Fastify with the same route. Each layer is the app's own code (the same plugins and
 * options buildApp uses), so the difference between two levels is what that layer costs a request.
 * It answers `{ type: 'cpu' }` with the process's CPU time so far (µs), to price a request in CPU
 * rather than in req/s, which the neighbours' load on a shared machine moves far more.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { emptyBodiesAsObjects } from '@/app';
import { parseEnv } from '@/config/env';
import { appOrigins } from '@/features/connections/app-origins';
import { optionsRoutes } from '@/features/options/options.routes';
import { lazyChildLogger } from '@/lib/lazy-request-logger';
import { createLogger } from '@/lib/logger';
import { logEveryRequest } from '@/lib/request-log';
import { errorHandlerPlugin } from '@/plugins/error-handler';
import { metricsPlugin } from '@/plugins/metrics';
import { refuseUnsafeTextPlugin } from '@/plugins/refuse-unsafe-text';
import { securityPlugin } from '@/plugins/security';
import { benchLogStream } from './bench-app';

const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  DATA_DIR: '/tmp/sp-layers-unused',
  RATE_LIMIT_MAX: '100000000',
  PORT: '8080',
});

type Layer = [name: string, add: (app: FastifyInstance) => Promise<void> | void];

/** In the order buildApp adds them (the logger is a Fastify option, so it comes first). */
export const LAYERS: Layer[] = [
  ['logger + request line', (app) => logEveryRequest(app)],
  ['error handler', async (app) => void (await app.register(errorHandlerPlugin))],
  ['refuse unsafe text', async (app) => void (await app.register(refuseUnsafeTextPlugin))],
  ['metrics', async (app) => void (await app.register(metricsPlugin, { access: env.metrics }))],
  [
    'security (headers, CORS, rate limit)',
    async (app) =>
      void (await app.register(securityPlugin, {
        corsOrigins: env.corsOrigins,
        rateLimitMax: env.rateLimitMax,
      })),
  ],
];

const level = Number(process.argv[2] ?? 0);
const sink = benchLogStream();
const app = Fastify({
  ...(level >= 1
    ? { loggerInstance: createLogger(env, sink), childLoggerFactory: lazyChildLogger }
    : { logger: false }),
  routerOptions: { ignoreTrailingSlash: true },
  logController: new LogController({ disableRequestLogging: true }),
});
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
for (const [, add] of LAYERS.slice(0, level)) await add(app);
await app.register(
  async (api) => {
    emptyBodiesAsObjects(api);
    await api.register(optionsRoutes, {
      capabilities: { llm: false, email: false },
      origins: appOrigins(env),
      signIn: (google) => ({ password: true, google, sso: null }),
      googleOfferedTo: () => true,
    });
  },
  { prefix: '/api' },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.send?.({
  type: 'ready',
  url: `http://127.0.0.1:${address.port}`,
  layers: LAYERS.slice(0, level).map(([name]) => name),
});
process.on('message', (message: { type: string }) => {
  if (message.type !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send?.({ type: 'cpu', micros: user + system });
});
process.on('disconnect', () => {
  void app.close().finally(() => process.exit(0));
});

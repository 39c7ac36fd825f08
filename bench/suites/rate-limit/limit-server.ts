/**
 * A server with only what the general rate limit needs (the error handler and the security plugin,
 * as the app registers them) and `GET /api/hello` (nothing else) and `GET /api/query` (one `select 1`), for `npm run bench -- rate-limit`: so the
 * figures price the limiter's store and nothing else. `argv[2]` is `memory` or `database`;
 * `BENCH_APP_DATABASE_URL` is the PostgreSQL database the database store counts in. It trusts
 * X-Forwarded-For, so the bench can play many clients from one address.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openPostgres } from '@/db/postgres';
import { errorHandlerPlugin } from '@/plugins/error-handler';
import { securityPlugin } from '@/plugins/security';

const store = process.argv[2];
if (store !== 'memory' && store !== 'database')
  throw new Error('usage: limit-server.ts memory|database');
const url = process.env.BENCH_APP_DATABASE_URL;
if (!url) throw new Error('BENCH_APP_DATABASE_URL is not set');

const database = await openPostgres(url);
const app = Fastify({ trustProxy: true });
await app.register(errorHandlerPlugin);
await app.register(securityPlugin, {
  corsOrigins: [],
  rateLimitMax: 100_000_000,
  rateLimitDb: store === 'database' ? database.db : undefined,
});
app.get('/api/hello', () => ({ hello: 'world' }));
// A route with one query of its own, as most of the API's are: what the count adds to those.
app.get('/api/query', async () => {
  await database.db.execute(sql`select 1`);
  return { hello: 'world' };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.send?.({ type: 'ready', url: `http://127.0.0.1:${address.port}` });
process.on('disconnect', () => {
  void app.close().then(() => database.close());
});

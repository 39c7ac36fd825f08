/**
 * The thinnest stacks doing the same work as the endpoints `npm run bench -- api` measures, each in
 * a process of its own: `hello` is bare node:http answering a small JSON object (the figure
 * GET /api/options is reported against); `summaries` is node:http plus a pg pool of the app's size
 * running the list page's query (the same light columns, index and limit as
 * listSummaryPage in apps/server/src/features/summaries/summaries.repository.ts) and answering its
 * rows as JSON: the reference for GET /api/summaries.
 * Neither authenticates, validates, logs or sets security headers: that is what the ratio prices.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const kind = process.argv[2];
const pool =
  kind === 'summaries'
    ? new pg.Pool({ connectionString: process.env.BENCH_APP_DATABASE_URL, max: 10 })
    : null;
const userId = process.env.BENCH_USER_ID;

const LIST_QUERY = `select id, user_id, platform, source_id, options, status, content_preview,
  error, source_ref, source_title, window_start, window_end, created_at, updated_at
  from summaries where user_id = $1 order by created_at desc, id desc limit 21`;

const hello = JSON.stringify({ success: true, data: { hello: 'world' } });
const server = createServer((request, response) => {
  if (pool === null) {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(hello);
    return;
  }
  const answer = pool
    .query(LIST_QUERY, [userId])
    .then((result) => JSON.stringify({ success: true, data: result.rows.slice(0, 20) }));
  answer.then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    },
    () => {
      response.writeHead(500);
      response.end();
    },
  );
  void request;
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${address.port}` });
});
// The process's CPU time so far, to price a request in CPU µs (api.bench.ts).
process.on('message', (message: { type: string }) => {
  if (message.type !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send?.({ type: 'cpu', micros: user + system });
});
process.on('disconnect', () => {
  server.close();
  void pool?.end();
  process.exit(0);
});

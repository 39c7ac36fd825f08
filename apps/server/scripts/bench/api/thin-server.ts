/**
 * The thinnest stacks doing the same work as the endpoints `npm run bench -- api` measures, each in
 * a process of its own: `hello` is bare node:http answering a small JSON object (the ceiling for
 * GET /api/options); `summaries` is node:http plus a pg pool of the app's size running one indexed
 * query, the list page's columns, and answering its rows as JSON (issue 11's reference for
 * GET /api/summaries); `summaries-json` runs the query the app runs since PostgreSQL writes the
 * list's items (summary-list-item-sql.ts) and joins them into the envelope: the same work as the
 * app's list, done by nothing else.
 * Neither authenticates, validates, logs or sets security headers: that is what the ratio prices.
 * `wire` writes back a given answer's headers and body (the bench passes GET /api/options'): what
 * the answer's bytes cost with no framework and no work at all.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const kind = process.argv[2];
const pool =
  kind === 'summaries' || kind === 'summaries-json'
    ? new pg.Pool({ connectionString: process.env.BENCH_APP_DATABASE_URL, max: 10 })
    : null;
const userId = process.env.BENCH_USER_ID;

// Issue 11's reference query: the list page's columns (the kept preview ones, not the jsonb), as
// the app read them before PostgreSQL wrote its items.
const LIST_QUERY = `select id, user_id, platform, source_id, options, status, content_preview as content,
  error, source_ref, source_title, window_start, window_end, created_at, updated_at
  from summaries where user_id = $1 order by created_at desc, id desc limit 21`;

/**
 * The app's list query since issue 11's fourth round, each item as JSON written by PostgreSQL: its
 * very text, from the app's own query builder (drizzle only renders it; pg runs it), and the values
 * of its placeholders. Loaded only for `summaries-json`, so the other kinds stay bare.
 */
async function appListQuery(): Promise<{ text: string; values: unknown[] }> {
  const { Placeholder, is } = await import('drizzle-orm');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { listPageSelect } = await import('@/features/summaries/summaries.repository');
  const query = listPageSelect(drizzle.mock(), false).toSQL();
  const values = query.params.map((param) => {
    const name = is(param, Placeholder) ? param.name : undefined;
    if (name === 'userId') return userId;
    if (name === 'limit') return 21;
    throw new Error(`the list query's parameter ${String(name ?? param)} is not known here`);
  });
  return { text: query.sql, values };
}
const listJson = kind === 'summaries-json' ? await appListQuery() : null;

const hello = JSON.stringify({ success: true, data: { hello: 'world' } });
// `wire`: another server's answer (headers and body, from the bench) written back as it is.
const wire =
  kind === 'wire'
    ? (JSON.parse(process.env.BENCH_WIRE ?? '') as {
        headers: Record<string, string>;
        body: string;
      })
    : null;

const server = createServer((request, response) => {
  if (wire) {
    response.writeHead(200, wire.headers);
    response.end(wire.body);
    return;
  }
  if (pool === null) {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(hello);
    return;
  }
  const answer =
    listJson === null
      ? pool
          .query(LIST_QUERY, [userId])
          .then((result) => JSON.stringify({ success: true, data: result.rows.slice(0, 20) }))
      : pool.query<{ item: string }>({ name: 'list', ...listJson }).then((result) => {
          const data = result.rows.slice(0, 20).map((row) => row.item);
          return Buffer.from(`{"success":true,"data":[${data.join(',')}],"nextCursor":null}`);
        });
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
// The process's CPU time so far, to price a request in CPU µs (scripts/bench/api/layers.mjs).
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

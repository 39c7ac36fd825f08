// Runs the server's test suite a second time against a PostgreSQL server (the first run uses the
// embedded PGlite). TEST_DATABASE_URL picks the server; the default is the one our machines run.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error(
    'Start it, or set TEST_DATABASE_URL to a server the tests may create databases on.',
  );
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

console.log(`Server tests against PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//***@')}`);
const result = spawnSync('npm', ['run', 'test', '-w', '@socialpulse/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);

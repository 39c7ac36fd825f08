import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed tests from.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/server.json` }]]
      : ['default'],
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A migrated database made once per run; each file's own database starts as a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Files share each worker process instead of each starting a fresh one: importing the app
    // (Fastify, Drizzle, pg-boss, the summarizer) again for every file cost more than most files'
    // tests. Safe because every file opens and closes its own app and database and nothing is
    // mocked at module level; counters in the metrics registry are compared with their value
    // before. Forks, not threads: some tests change the process's umask, which workers may not.
    pool: 'forks',
    isolate: false,
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});

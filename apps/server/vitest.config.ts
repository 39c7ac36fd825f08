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
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});

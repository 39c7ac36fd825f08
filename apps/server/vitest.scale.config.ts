import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed tests from.
const reportDir = process.env.TEST_REPORT_DIR;

/** `npm run test:scale`: API replicas and workers behind nginx on one PostgreSQL server. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/scale.json` }]]
      : ['default'],
    include: ['test-scale/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 180_000,
    testTimeout: 600_000,
  },
});

import { defineConfig } from 'vitest/config';

// The repository's own tooling tests (npm run test:tools): the lint boundaries (ESLint's Node API
// against the repository's config) and the test stage runner. Each workspace has its own config.
// Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed tests from.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/tools.json` }]]
      : ['default'],
    include: ['lint/*.test.mjs', 'scripts/*.test.mjs'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
